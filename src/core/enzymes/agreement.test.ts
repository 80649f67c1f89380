import { describe, expect, it } from 'vitest';
import { corroborates } from './agreement';
import { compare } from './compare';
import { read } from './comparison';
import { r, relation } from '../../../tests/support/comparing';

describe('one value told twice', () => {
  it('hears a second telling that names the same place only in passing ("the Mill Lane move")', () => {
    const rumour = 'Heard at the school gate: the Sunday car boot sale is moving to Mill Lane.';
    const c = compare(r('Parish newsletter - car boot sale set for Mill Lane move next month'), r(rumour), 0.55);
    expect(c.relation).toBe('confirm');
    expect(c.cue).toContain('Mill Lane');
    // Naming the same place is no agreement when the days differ.
    const lessons = 'Swimming lessons for Leo are on Mondays at the Leisure Centre pool.';
    expect(relation('Leo swims on Fridays at the Leisure Centre since his group changed.', lessons, 0.65)).not.toBe(
      'confirm',
    );
    // A name in passing with nothing else shared is no second telling.
    expect(relation('The Mill Lane bakery sells rye on Fridays', rumour, 0.4)).not.toBe('confirm');
  });

  it('treats two reports of the same value as confirmation, whoever reported them', () => {
    expect(
      relation(
        'Council newsletter: the farmers market moves to Quay Square.',
        'Word is the farmers market moves to Quay Square in spring.',
        0.83,
      ),
    ).toBe('confirm');
  });

  it('hears two accounts of one amount or one day as agreement, though worded apart and with other details', () => {
    expect(
      relation(
        'A neighbour reckons the Elm Road gas works will run for 5 weeks.',
        'Gas network notice — Elm Road mains renewal: works expected to run 5 weeks, lane closed.',
        0.66,
        'unknown',
      ),
    ).toBe('confirm');
    expect(
      relation(
        'Heard at the school gate that the Lido opens again on the 2nd of May, fingers crossed.',
        'Council news: after the repairs, the Lido will open to swimmers again from the 2nd of May. Call 01632 960000.',
        0.7,
        'unknown',
      ),
    ).toBe('confirm');
    // A day of the month with its weekday is one day, with or without its month.
    const heard = 'Bev says they are turning the water off next Tuesday the 23rd, from about nine in the morning.';
    const notice =
      'Notice: we will turn off the water supply on Tuesday the 23rd of September 2025 between 09:00 and 15:00.';
    expect(relation(notice, heard, 0.62, 'unknown')).toBe('confirm');
    expect(relation(notice.replace('Tuesday the 23rd', 'Thursday the 25th'), heard, 0.62, 'unknown')).not.toBe(
      'confirm',
    );
    // For a second origin, a date the other text does not give ("reply by 31 July") does not stop them sharing
    // the one they both give; a clock time alone is no such value.
    const replyBy = read(`${notice} Reply by 31 July 2025.`, 12);
    const [rumour, letter] = [r(heard), replyBy];
    expect(corroborates(letter, rumour, compare(letter, rumour, 0.62, 'unknown'))).toBe(
      'Tuesday the 23rd of September 2025',
    );
    const timeOnly = r('Notice: we will turn off the water supply between 09:00 and 15:00.');
    expect(corroborates(timeOnly, rumour, compare(timeOnly, rumour, 0.62, 'unknown'))).toBeUndefined();
    // One amount and one shared word is not enough: "3 weeks" recurs.
    expect(relation('The loft conversion will take 3 weeks.', 'Our holiday lasts 3 weeks this year.', 0.55)).not.toBe(
      'confirm',
    );
  });

  it('never hears one name given to two roles as one fact told twice', () => {
    expect(
      relation(
        'The allotment society has a new treasurer, Omar Haddad, from the spring.',
        'The choir has a new conductor — Omar Haddad, who trained in Leeds.',
        0.6,
        'unknown',
      ),
    ).not.toBe('confirm');
  });

  it('hears no agreement in the same words with something else in one place', () => {
    // Two journal days: neither confirms the other, nor is credited with the other's day.
    for (const [newer, older] of [
      ['The weather today is windy.', 'The weather today is rain.'],
      ['Dinner was lentil soup with Ana.', 'Dinner was mushroom risotto with Ana.'],
      ['Mood this morning: tired but calm.', 'Mood this morning: restless.'],
    ] as const)
      expect(relation(newer, older, 0.9), newer).not.toBe('confirm');
    // Other words at the start are another way of telling it: a forum repeats what a note says.
    expect(
      relation(
        'A forum post says the internet plan is 300 Mbps.',
        'For reference, the internet plan is 300 Mbps.',
        0.9,
      ),
    ).toBe('confirm');
    // Words added to the same words are no other place: the newer agrees and adds to it.
    expect(
      relation(
        'Milk, eggs and bread from the corner shop, and butter.',
        'Milk, eggs and bread from the corner shop.',
        0.93,
      ),
    ).toBe('confirm');
  });
});
