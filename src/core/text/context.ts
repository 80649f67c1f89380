// Where a text stands is part of what it is about: the same sentence on two sibling pages ("Import from
// Notion", "Import from Evernote") speaks of two things. A source's context is the terms of the title it was
// given (its folders and file name); numbers and dates are left out, so two journal days or two numbered
// exports of one chat stay one context. A term that names which thing (see `titleTerms`) keeps a capital.
import { knownWord, parse, type Token } from './language';
import { terms } from './terms';
import { titleCased } from './values';

/**
 * The title's terms, or none when the title is only the opening of the text (no title was given), unless
 * that opening is a heading: a writer who starts with "# Export to PDF" has titled the page.
 */
export function titleContext(title: string, text: string): string[] {
  const heading = /^\s*#{1,6}\s+(.+)/.exec(text)?.[1];
  const t = title.trim();
  if (!t || (text.trimStart().startsWith(t) && !titleLine(t, text))) return heading ? titleContext(heading, '') : [];
  const { folders, page } = pathOf(t);
  const plain = page
    .replace(/\.(md|markdown|txt|html?|json)$/i, '')
    .replace(/\//g, ' / ')
    // (A hyphen inside a word joins it: "on-call" is no call governed by "on".)
    .replace(/[_\\.\-–—:|[\]]+/g, (m, at: number, all: string) =>
      m === '-' && /\p{L}/u.test(all[at - 1] ?? '') && /\p{L}/u.test(all[at + 1] ?? '') ? m : ' ',
    );
  // (A folder names which thing, as a name does: capitalised.)
  const named = folders.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return [...new Set([...named, ...titleTerms(plain, folders.length > 0)])];
}

/**
 * A title written as a path ("call-bind/CHANGELOG.md", "Apps/Notion/Import.md", a folder dropped whole): each
 * folder, whole, names which thing the page is of, as a name does, so one file name in two folders is two
 * pages. (Not "r/ashby", "Keiko / Diego" or "bills 2027/28": a path has a folder of letters and no space
 * around its slashes.)
 */
function pathOf(title: string): { folders: string[]; page: string } {
  const parts = title.split('/');
  const page = parts.pop() ?? '';
  const folder = (p: string): boolean => /^\p{L}[\p{L}\p{N}_.-]+$/u.test(p);
  if (!parts.length || !page.trim() || /^\s/.test(page) || !parts.every(folder)) return { folders: [], page: title };
  return { folders: parts.map((p) => p.toLowerCase().replace(/[_.]+/g, '-')), page };
}

/** The folders of a title written as a path, lower-cased whole ("call-bind"); none for any other title. */
export const foldersOf = (title: string): string[] => pathOf(title).folders;

/**
 * The terms of a title, a term that names which thing marked by a capital ("Trello" in "Import from Trello"):
 * a word the lexicon does not hold, a capital inside a title not set in title case, a page in a folder (the
 * word after "/", or the first of a page whose folders `inFolder` were read apart), what a preposition governs,
 * or what brackets hold.
 */
export function titleTerms(title: string, inFolder = false): string[] {
  const tokens = parse(title).flat();
  const styled = titleCased(tokens);
  const first = tokens.findIndex((t) => /\p{L}/u.test(t.text));
  const bracket = brackets(tokens);
  return tokens.flatMap((t, k) => {
    const aside = bracket.get(k);
    if (aside === 'aside') return [];
    // "Building A", "Block C": a capital letter after a noun says which one, as a name does.
    const letter = /^\p{Lu}$/u.test(t.text) && /^(NOUN|PROPN)$/.test(tokens[k - 1]?.pos ?? '');
    if (letter) return [t.text];
    const own = terms(t.text).filter((w) => !numeral(w));
    let j = k - 1;
    while (tokens[j]?.pos === 'DET') j--;
    const name =
      aside === 'which' ||
      !(knownWord(t.text) || knownWord(t.lemma)) ||
      (k > first && !styled && /^\p{Lu}/u.test(t.text)) ||
      tokens[k - 1]?.text === '/' ||
      (inFolder && k === first) ||
      tokens[j]?.pos === 'ADP';
    return name ? own.map((w) => w.charAt(0).toUpperCase() + w.slice(1)) : own;
  });
}

/**
 * What a title's brackets hold: one noun says which one it is ("On-call (payments)", "Mercury (planet)"); more
 * words with no name among them say something of it ("HOA minutes (spring meeting)", "Car insurance (again)")
 * and are no part of what it is about.
 */
function brackets(tokens: Token[]): Map<number, 'which' | 'aside'> {
  const marks = new Map<number, 'which' | 'aside'>();
  tokens.forEach((t, open) => {
    if (t.text !== '(') return;
    const close = tokens.findIndex((c, k) => k > open && c.text === ')');
    if (close < 0) return;
    const inside = tokens.slice(open + 1, close);
    const [only] = inside;
    const which = inside.length === 1 && only && /^(NOUN|PROPN)$/.test(only.pos) && !only.entity;
    const named = inside.some((c) => c.pos === 'PROPN' || !(knownWord(c.text) || knownWord(c.lemma)));
    if (!which && named) return;
    for (let k = open; k <= close; k++) marks.set(k, which ? 'which' : 'aside');
  });
  return marks;
}

/**
 * A first line that is a title though no "#" marks it: the whole line, short, not a sentence (no full stop,
 * question or exclamation mark), with the note's text below it ("Gyms/IronWorks" over its price list).
 */
function titleLine(title: string, text: string): boolean {
  const [first = '', ...rest] = text.trimStart().split('\n');
  return (
    first.trim() === title &&
    rest.some((line) => line.trim()) &&
    !/[.!?…]$/.test(title) &&
    title.split(/\s+/).length <= TITLE_WORDS
  );
}
/** Longer than this, a first line is the note's opening sentence, whatever its punctuation. */
const TITLE_WORDS = 8;

/** A number, a date or an ordinal ("2027", "12-03", "1st"); "v2" and "s3" name a thing. */
const numeral = (w: string): boolean => /\d/.test(w) && /^[\d\W_]*(st|nd|rd|th)?$/.test(w);

/** A term that names which thing (see `titleTerms`). */
const naming = (term: string): boolean => /^\p{Lu}/u.test(term);

/**
 * Two contexts are siblings about different things when they are one title with its last or first part
 * filled in two ways: "Import from Notion" and "Import from Evernote", "page embed" and "block embed",
 * "modules-commonjs" and "modules-amd". Titles that share a word in other places ("Work VPN" and "VPN
 * maintenance", "Parking permit" and "Re: permit prices") are one subject told twice, or nothing to go by;
 * contexts that share nothing say nothing either way, and neither does one that only adds to the other
 * ("Dentist" and "Dentist update"). Nor do two titles that open with one subject and go on in common words
 * ("Pi-hole tweak" and "Pi-hole rollback", "Choir — spring concert" and "Choir committee notes"), or that end
 * in one named thing after common words ("Letter from …" and "Email from …"): they say what kind of note
 * each is, not which thing.
 */
export function contextsDiffer(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (!a?.length || !b?.length) return false;
  const [x, y] = [a.map((w) => w.toLowerCase()), b.map((w) => w.toLowerCase())];
  const short = Math.min(x.length, y.length);
  let prefix = 0;
  while (prefix < short && x[prefix] === y[prefix]) prefix++;
  let suffix = 0;
  while (suffix < short - prefix && x[x.length - 1 - suffix] === y[y.length - 1 - suffix]) suffix++;
  const shared = prefix + suffix;
  if (shared === 0 || shared >= a.length || shared >= b.length) return false;
  const rest = [...a.slice(prefix, a.length - suffix), ...b.slice(prefix, b.length - suffix)];
  // Two titles that end in one named thing and differ only in common words ("Letter from Harbourside Dental" /
  // "Email from Harbourside Dental") say what kind of note each is, not which thing; "Trip to Lisbon — Ana"
  // and "Trip to Porto — Ana" name two.
  if (suffix > 0 && a.slice(a.length - suffix).some(naming) && !rest.some(naming)) return false;
  return suffix > 0 || rest.some(naming);
}

/**
 * How two contexts stand: the same (or one untitled), siblings about different things, or neither: with a word in
 * common, or none (unlike).
 */
export function placement(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): 'named' | 'same' | 'apart' | 'unknown' | 'unlike' {
  if (!a?.length || !b?.length) return 'same';
  if (contextsDiffer(a, b)) return 'apart';
  const other = new Set(b.map((w) => w.toLowerCase()));
  if (a.length === other.size && a.every((w) => other.has(w.toLowerCase()))) return 'named';
  // ("veg box" / "scan – window cleaning invoice": titles that share no word say nothing of one thing either.)
  return a.some((w) => other.has(w.toLowerCase())) ? 'unknown' : 'unlike';
}

/**
 * Two pages in folders that have none in common ("dirmngr/NEWS" and "bash/README", "Apps/Notion/Import.md" and
 * "Setup/Install.md"), where neither text names a folder of the other's: each folder holds the pages of its
 * own thing, so the two speak of two things, whatever their words share ("Switched license to GPLv3" is
 * dirmngr's, not bash's). A text that names the other's folder may speak of its thing.
 */
export function foldersApart(a: Foldered, b: Foldered): boolean {
  if (!a.folders.length || !b.folders.length || a.folders.some((w) => b.folders.includes(w))) return false;
  // (Words as a folder is written: letters, digits and inner hyphens, "cpp-12", "call-bind".)
  const names = (text: string, folders: readonly string[]): boolean => {
    const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
    return folders.some((w) => words.has(w));
  };
  return !names(a.text, b.folders) && !names(b.text, a.folders);
}

/** A text and the folders of its source's title (see `foldersOf`). */
export interface Foldered {
  folders: readonly string[];
  text: string;
}

/**
 * A note that opens with a short label ("Spotify: set streaming quality to …", "Golf tyre pressures: 36 psi"):
 * what the label names, its terms as a title's. `speaks`: a clause in the first or second person follows it,
 * or the note is a series of labelled lines, so the label is who speaks ("Tom: I'll do the pickup"), not what
 * the note is about.
 */
export interface Lead {
  terms: string[];
  speaks: boolean;
  /** The label is, or holds, a name ("Firefox", "Pocket Casts"), not a frame ("Reminder for me", "Update"). */
  names: boolean;
  /** The label when it is a name and nothing more ("Fabia", "Pocket Casts"): what the note is about. */
  name?: string;
}

/** What `labelsApart` reads of a text: the label it opens with, and the terms of all it says. */
export interface Labelled {
  lead?: Lead | undefined;
  content: ReadonlySet<string>;
}

/**
 * Two notes whose labels name two things: sibling labels ("Golf tyre pressures" / "Fiesta tyre pressures",
 * "Kindle app" / "Libby app"), or two labels with no word in common that no speaker is, one of them a name
 * ("Spotify" / "Pocket Casts", "Firefox" / "Safari"), when neither text names the other's label. They are
 * about two things as sibling pages are, whatever they go on to say alike. ("Update: Netflix is £12.99 now"
 * names the label of "Netflix: £10.99 a month", and "Update" is no name: one thing.)
 */
export function labelsApart(a: Labelled, b: Labelled): boolean {
  const [x, y] = [a.lead, b.lead];
  if (!x || !y) return false;
  if (contextsDiffer(x.terms, y.terms)) return true;
  if (x.speaks || y.speaks || !(x.names || y.names)) return false;
  const words = (l: Lead): string[] => l.terms.map((w) => w.toLowerCase());
  const named = (l: Lead, text: Labelled): boolean => words(l).some((w) => text.content.has(w));
  return !named(x, b) && !named(y, a);
}
