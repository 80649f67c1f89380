import { describe, expect, it, vi } from 'vitest';
import { knownWord, parse, sentences } from './language';

describe('the English reader', () => {
  it('cuts sentences where they end, not at every full stop, and as the tagger does', () => {
    const text = 'Dr. Okafor moved to Elm St. in May. Bring e.g. the blue folder, not the red one! Done?';
    expect(sentences(text)).toEqual([
      'Dr. Okafor moved to Elm St. in May.',
      'Bring e.g. the blue folder, not the red one!',
      'Done?',
    ]);
    expect(parse(text)).toHaveLength(3);
  });

  it('ends a sentence at the stop after a clock time written with "am" or "pm", as the tagger then does', () => {
    const text = 'Pottery with Jun, Wednesdays 7:15pm. Clay is extra. Meet at 9 a.m. Sharp.';
    expect(sentences(text)).toEqual([
      'Pottery with Jun, Wednesdays 7:15pm.',
      'Clay is extra.',
      'Meet at 9 a.m. Sharp.',
    ]);
    const read = parse(text);
    expect(read.map((s) => s.map((t) => t.text).join(' '))).toEqual([
      'Pottery with Jun , Wednesdays 7:15pm .',
      'Clay is extra .',
      'Meet at 9 a.m. Sharp .',
    ]);
  });

  it('knows a word by its lexicon alone, whatever it has read before', () => {
    // The reader adds every unknown word it meets to its lexicon: a word read once must not pass for English.
    parse('Zorblat moved the meeting to Qwimble Hall.');
    expect(knownWord('Zorblat')).toBe(false);
    expect(knownWord('Qwimble')).toBe(false);
    expect(knownWord('meeting')).toBe(true);
    const again = parse('Zorblat moved the meeting to Qwimble Hall.');
    expect(again.flat().map((t) => t.pos)).toEqual(
      parse('Zorblat moved the meeting to Qwimble Hall.')
        .flat()
        .map((t) => t.pos),
    );
  });

  it('reads a text the same whatever it read before it', async () => {
    // The reader's cache keeps each unknown word as it was first read: "04" of "ubuntu-20.04" as a word,
    // "else's" as one. Two fresh readers, one of which has read something else first, must agree.
    const later =
      "Backups still land on the old box, and 04 isn't retired till Q3. Has anyone else's cat had the drops?";
    const tags = (read: typeof parse) =>
      read(later)
        .flat()
        .map((t) => `${t.text}/${t.pos}`);
    vi.resetModules();
    const alone = tags((await import('./language')).parse);
    vi.resetModules();
    const reader = await import('./language');
    reader.parse("Every job builds on the ubuntu-20.04 runner image. The card she gave me was someone else's.");
    expect(tags(reader.parse)).toEqual(alone);
    expect(alone).toEqual(expect.arrayContaining(['04/NUM', 'else/ADV', "'s/PART"]));
  });

  it('reads on the same after more unknown words than it keeps (the reader is opened again)', () => {
    const before = parse("Zorblat said 04 isn't retired.");
    for (let i = 0; i < 60_000; i += 2_000)
      parse(`${Array.from({ length: 2_000 }, (_, k) => `zq${(i + k).toString(36)}x`).join(' ')}.`);
    expect(parse("Zorblat said 04 isn't retired.")).toEqual(before);
    expect(knownWord('zq0x')).toBe(false);
    expect(knownWord('retired')).toBe(true);
  });

  const dates = (text: string) =>
    parse(text)
      .flat()
      .filter((t) => t.entity === 'DATE')
      .map((t) => t.text);

  it('reads "the 8th of January" and "the 2nd of May" as one date each', () => {
    expect(dates('It opens on the 8th of January.')).toEqual(['8th', 'of', 'January']);
    expect(dates('It opens on the 2nd of May.')).toEqual(['2nd', 'of', 'May']);
  });

  it('reads a month written short that the recogniser does not know, beside a day, as a date ("8 Sept")', () => {
    expect(dates('The fun run was on 8 Sept, in the rain.')).toEqual(['8', 'Sept']);
    expect(dates('The fun run was on Sept 8, in the rain.')).toEqual(['Sept', '8']);
    // (A capitalised word beside a number that no month is stays as it was.)
    expect(dates('We met in Room 8 Bravo.')).toEqual([]);
  });

  it('reads a word in -ing that closes the noun phrase opening a verbless clause as a noun', () => {
    const pos = (text: string, word: string) =>
      parse(text)
        .flat()
        .find((t) => t.text === word)?.pos;
    expect(pos('Deed signing at Studio Bassani on 12 January.', 'signing')).toBe('NOUN');
    // A clause with a verb of its own keeps its participle.
    expect(pos('Dad picking up at 6 is fine.', 'picking')).toBe('VERB');
  });

  it('reads an "\'s" before a preposition or an article as "is", and before what is owned as an owner\'s', () => {
    const s = (text: string) =>
      parse(text)
        .flat()
        .find((t) => t.text === "'s");
    expect(s("the venue's at the Corn Exchange")).toMatchObject({ pos: 'AUX', lemma: 'be' });
    expect(s("Karen's a nurse now.")).toMatchObject({ pos: 'AUX', lemma: 'be' });
    expect(s("Ana's new flat is lovely.")?.pos).toBe('PART');
    expect(s("the cost's of no concern")?.pos).not.toBe('AUX');
    // Before an adverb and what a copula takes, it is "is"; a word the tagger calls an adverb with no adjective
    // after it is what is owned.
    expect(s("Mochi's still twenty to six.")).toMatchObject({ pos: 'AUX', lemma: 'be' });
    expect(s("The gym's now open at 6.")).toMatchObject({ pos: 'AUX', lemma: 'be' });
    const owned = parse("so games night is at Marek's flat instead, same time").flat();
    expect(owned.find((t) => t.text === "'s")?.pos).toBe('PART');
    expect(owned.find((t) => t.text === 'flat')?.pos).toBe('NOUN');
  });

  it('reads a capitalised word that opens a sentence and names who does what a known verb says as a noun', () => {
    const first = (text: string): string | undefined => parse(text).flat()[0]?.pos;
    expect(first('Preventer is Clenil 100, two puffs at night.')).toBe('NOUN');
    // (Not one a name follows: "Preventer Clenil" may be one.)
    expect(first('Preventer Clenil is in the drawer.')).toBe('PROPN');
  });

  it('reads a mark with no letter or digit as punctuation, never as a word of a name', () => {
    const marks = parse('Harbourside Veterinary Centre · Vet · 4.6 (212 reviews) 🙏')
      .flat()
      .filter((t) => !/[\p{L}\p{N}]/u.test(t.text));
    expect(marks.length).toBeGreaterThan(0);
    for (const t of marks) expect(t.pos).not.toMatch(/^(PROPN|NOUN)$/);
  });
});
