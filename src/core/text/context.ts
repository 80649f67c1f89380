// Where a text stands is part of what it is about: the same sentence on two sibling pages ("Import from
// Notion", "Import from Evernote") speaks of two things. A source's context is the terms of the title it was
// given (its folders and file name); numbers and dates are left out, so two journal days or two numbered
// exports of one chat stay one context.
import { terms } from './terms';

/**
 * The title's terms, or none when the title is only the opening of the text (no title was given), unless
 * that opening is a heading: a writer who starts with "# Export to PDF" has titled the page.
 */
export function titleContext(title: string, text: string): string[] {
  const heading = /^\s*#{1,6}\s+(.+)/.exec(text)?.[1];
  const t = title.trim();
  if (!t || (text.trimStart().startsWith(t) && !titleLine(t, text))) return heading ? titleContext(heading, '') : [];
  const plain = t.replace(/\.(md|markdown|txt|html?|json)$/i, '').replace(/[_/\\.\-–—:|()[\]]+/g, ' ');
  return [...new Set(terms(plain).filter((w) => !numeral(w)))];
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

/**
 * Two contexts are siblings about different things when they are one title with its last or first part
 * filled in two ways: "Import from Notion" and "Import from Evernote", "page embed" and "block embed",
 * "modules-commonjs" and "modules-amd". Titles that share a word in other places ("Work VPN" and "VPN
 * maintenance", "Parking permit" and "Re: permit prices") are one subject told twice, or nothing to go by;
 * contexts that share nothing say nothing either way, and neither does one that only adds to the other
 * ("Dentist" and "Dentist update").
 */
export function contextsDiffer(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (!a?.length || !b?.length) return false;
  const short = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < short && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < short - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const shared = prefix + suffix;
  return shared > 0 && shared < a.length && shared < b.length;
}

/** How two contexts stand: the same (or one untitled), siblings about different things, or neither. */
export function placement(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): 'same' | 'apart' | 'unknown' {
  if (!a?.length || !b?.length) return 'same';
  if (contextsDiffer(a, b)) return 'apart';
  const other = new Set(b);
  return a.length === other.size && a.every((w) => other.has(w)) ? 'same' : 'unknown';
}
