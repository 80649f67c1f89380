import { describe, expect, it } from 'vitest';
import { foldersApart, foldersOf, placement, titleContext } from './context';

/** How two titles stand, each over a one-word text. */
const at = (a: string, b: string) => placement(titleContext(a, 'x'), titleContext(b, 'x'));

describe('where a text stands', () => {
  it("takes a given title's terms, without numbers, and nothing from a title that is only the text's opening", () => {
    expect(titleContext('pages/Import from Trello.md', 'Pick the board.')).toEqual(['Pages', 'Import', 'Trello']);
    expect(titleContext('journals/2025_03_14.md', 'Met Ana.')).toEqual(['Journals']);
    expect(titleContext('Met Ana at noon', 'Met Ana at noon to plan the trip.')).toEqual([]);
  });

  it('takes a first line that is a title, though unmarked, for the title', () => {
    // A short line over the note's text, given as its title too: two such notes are two different things.
    const gym = titleContext('Gyms/IronWorks', 'Gyms/IronWorks\n- Membership: Gold, $35/week');
    expect(gym).toEqual(['Gyms', 'Ironwork']);
    expect(placement(gym, titleContext('Gyms/PulseFit', 'Gyms/PulseFit\n- Membership: Gold, $29/week'))).toBe('apart');
    // An opening sentence is no title, alone or over more text, nor is a long first line.
    expect(titleContext('Met Ana at noon.', 'Met Ana at noon.\nWe planned the trip.')).toEqual([]);
    expect(titleContext('Dentist moved', 'Dentist moved')).toEqual([]);
    const long = 'Called the landlord about the boiler and the damp in the back bedroom again';
    expect(titleContext(long, `${long}\nHe will send someone on Friday.`)).toEqual([]);
  });

  it('takes an opening heading for the title the writer gave the page', () => {
    const text = '# Sync with Dropbox\n\nPick a folder and click Connect.';
    expect(titleContext('# Sync with Dropbox', text)).toEqual(['sync', 'Dropbox']);
  });

  it('puts sibling pages apart, two days of one journal together, and unrelated titles in neither, unlike', () => {
    expect(placement(titleContext('Sync with Dropbox', 'x'), titleContext('Sync with WebDAV', 'x'))).toBe('apart');
    expect(placement(titleContext('journals/2025_03_14.md', 'x'), titleContext('journals/2025_03_15.md', 'x'))).toBe(
      'named',
    );
    expect(placement(['garden'], ['kitchen'])).toBe('unlike');
    expect(placement(titleContext('veg box', 'x'), titleContext('scan – window cleaning invoice', 'x'))).toBe('unlike');
    expect(placement(titleContext('modules-commonjs', 'x'), titleContext('modules-amd', 'x'))).toBe('apart');
    // One word in two places is one subject told twice, not one title filled in two ways.
    expect(placement(titleContext('Work VPN', 'x'), titleContext('Fwd: VPN maintenance', 'x'))).toBe('unknown');
    // A version names the API, a date or an ordinal only when it was written.
    expect(placement(titleContext('GET /v2/tags', 'x'), titleContext('GET /v2/notes', 'x'))).toBe('apart');
    expect(placement(titleContext('Standup 3rd March', 'x'), titleContext('Standup 10th March', 'x'))).toBe('named');
    // (With no title on one side, nothing tells them apart: one context, but no title names it.)
    expect(placement([], ['kitchen'])).toBe('same');
  });

  it('reads each folder of a path as which thing its pages are of: one file name in two folders is two pages', () => {
    expect(titleContext('call-bind/CHANGELOG.md', 'x')).toEqual(['Call-bind', 'Changelog']);
    expect(at('call-bind/CHANGELOG.md', 'array-buffer-byte-length/CHANGELOG.md')).toBe('apart');
    // (Whole: "has" and "get" are no terms of their own, and the two folders still differ.)
    expect(at('has-proto/CHANGELOG.md', 'get-proto/CHANGELOG.md')).toBe('apart');
    expect(at('Car/Insurance.md', 'House/Insurance.md')).toBe('apart');
    // No path: a subreddit, two names, a span of years.
    expect(titleContext('r/ashby: new vet', 'x')).toEqual(['Ashbi', 'new', 'vet']);
    expect(at('Leo / Year 5', 'Leo / Year 5')).toBe('named');
    expect(titleContext('Household bills 2027/28', 'x')).toEqual(['household', 'bill']);
  });

  it('marks what names which thing: a name, a page in a folder, what a preposition governs', () => {
    expect(titleContext('Trips/lisbon', 'x')).toEqual(['Trips', 'Lisbon']);
    expect(titleContext('Notes on the boiler', 'x')).toEqual(['note', 'Boiler']);
    expect(titleContext('Garden shed plans', 'x')).toEqual(['garden', 'shed', 'plan']);
    expect(titleContext('Kitchen Grafana dashboards', 'x')).toEqual(['kitchen', 'Grafana', 'dashboard']);
  });

  it('reads two titles that open with one subject and go on in common words as one subject, not siblings', () => {
    // What kind of note each is: a repair, a second visit, minutes of a meeting about it.
    expect(at('Garage door repair', 'Garage door (again)')).toBe('unknown');
    expect(at('Boiler — annual service', 'Boiler engineer visit')).toBe('unknown');
    // Which thing each is: a name, a page in a folder, the object of a preposition, a shared head.
    expect(at('Notes on Kafka', 'Notes on Pulsar')).toBe('apart');
    expect(at('Trips/lisbon', 'Trips/porto')).toBe('apart');
    expect(at('Backups to the NAS', 'Backups to the cloud')).toBe('apart');
    expect(at('kitchen lights', 'garden lights')).toBe('apart');
    // A capital letter after a noun says which one, as a name does.
    expect(at('Laundry room — Building A', 'Laundry room — Building C')).toBe('apart');
    expect(at('Plan B', 'Plan B')).toBe('named');
  });

  it('reads two titles that end in one named thing after common words as one subject, not siblings', () => {
    expect(at('Letter from Fenwick Opticians', 'Email from Fenwick Opticians')).toBe('unknown');
    // Two named things before the shared one are two things: two trips of one person.
    expect(at('Holiday in Crete — Marta', 'Holiday in Sicily — Marta')).toBe('apart');
  });
});

describe('brackets in a title', () => {
  it('hold which one when they hold one noun, and something of it when they hold more or another word', () => {
    expect(at('On-call (payments)', 'On-call (search)')).toBe('apart');
    expect(at('Mercury (planet)', 'Mercury (element)')).toBe('apart');
    // Which meeting the minutes are of, or that a note comes again, is no other thing.
    expect(at('HOA minutes (spring meeting)', 'HOA minutes (special meeting)')).toBe('named');
    expect(at('Car insurance switch', 'Car insurance (again)')).toBe('unknown');
    // A name in them still names.
    expect(titleContext("Choir (St Aldhelm's)", 'x')).toEqual(['choir', 'St', 'Aldhelm']);
  });
});

describe('a word joined by a hyphen in a title', () => {
  it('is one word: "on-call" is no call governed by "on"', () => {
    expect(at('Payments on-call', 'Payments escalation — cover')).toBe('unknown');
    expect(at('Payments on-call', 'Search on-call')).toBe('apart');
  });

  it('puts pages of folders with none in common apart, unless one names a folder of the other', () => {
    const page = (title: string, text: string) => ({ folders: foldersOf(title), text });
    const license = page('dirmngr/NEWS.txt', '* Switched license to GPLv3.');
    const bash = page('bash/README.txt', 'Bash is free software under the GNU GPL, version 3.');
    expect(foldersApart(license, bash)).toBe(true);
    expect(foldersApart(license, { ...bash, text: 'Like dirmngr, bash is licensed under the GPL.' })).toBe(false);
    // (One folder in common, or a page with no folder: nothing to go by.)
    expect(foldersApart(license, { ...bash, folders: foldersOf('dirmngr/README.txt') })).toBe(false);
    expect(foldersApart(license, { ...bash, folders: foldersOf('Bash notes') })).toBe(false);
  });
});
