// What a line of a log or a chat export says before its message: when it was written ("[14:02]",
// "2027-04-07 -", "04/01/2027, 18:40 -") and who wrote it ("tom:", "<dmitri>", a "Kai — Today at 7:15 PM"
// header line). Neither is a value or a subject of what the line asserts: the claim reader reads the message.
import * as chrono from 'chrono-node';
import { knownWord } from './language';

const REFERENCE = new Date(Date.UTC(2000, 0, 1));
/** Punctuation that closes a stamp: a bracket, a dash, a colon or a comma. */
const AFTER_STAMP = /^\s*\]?\s*(?:[-–—:,]\s+|\]\s*)/;
/** A writer's handle in front of a message: "tom:", "Rina Park:", "<dmitri>". */
const SPEAKER = /^(?:<([\w.-]{1,30})>\s*|([\p{L}][\p{L}\d_.'-]*(?:\s[\p{L}][\p{L}\d_.'-]*)?):\s+)/u;
/** A header line of its own: a name of up to three words, then when ("Kai — Today at 7:15 PM"). */
const HEADER_NAME = /^[\p{L}][\p{L}\d_.'-]*(?:\s[\p{L}][\p{L}\d_.'-]*){0,2}\s*[-–—,|]\s*$/u;

/** The temporal expression that opens the line (after an optional bracket), with its end, if any. */
function leadingTime(line: string): { end: number; clock: boolean } | undefined {
  // (Reading with chrono costs more than the claim itself: only a line that opens with a digit is tried.)
  if (!/^\s*\[?\s*\d/.test(line)) return undefined;
  const open = /^\s*\[?/.exec(line)?.[0].length ?? 0;
  const first = chrono.en.casual.parse(line.slice(open), REFERENCE)[0];
  if (!first || first.index !== 0) return undefined;
  return { end: open + first.text.length, clock: first.start.isCertain('hour') };
}

/**
 * A header line of a chat export: a person's name (capitalised words, not all of them ordinary words: "Kai",
 * "Rafael Costa", not "Dentist"), then a clock time, and nothing else.
 */
function header(line: string): boolean {
  if (line.length > 80 || !/\d/.test(line)) return false;
  const last = chrono.en.casual.parse(line, REFERENCE).at(-1);
  if (!last || last.index === 0 || last.index + last.text.length < line.trimEnd().length) return false;
  if (!last.start.isCertain('hour')) return false;
  const name = line.slice(0, last.index);
  if (!HEADER_NAME.test(name)) return false;
  const words = name.match(/[\p{L}][\p{L}\d_.'-]*/gu) ?? [];
  return words.every((w) => /^\p{Lu}/u.test(w)) && words.some((w) => !knownWord(w));
}

/**
 * The line without the stamp and speaker in front of its message. In a text of several lines (`inLog`), a
 * header line is empty: it says who and when, and the lines after it are the message.
 */
export function message(line: string, inLog: boolean): string {
  if (inLog && header(line)) return '';
  let rest = line;
  let clock = false;
  const time = leadingTime(rest);
  if (time) {
    const after = AFTER_STAMP.exec(rest.slice(time.end));
    if (after) {
      rest = rest.slice(time.end + after[0].length);
      clock = time.clock;
    } else if (time.clock && SPEAKER.test(rest.slice(time.end).trimStart())) {
      // "10:30 maya: …": a clock time, then the speaker.
      rest = rest.slice(time.end).trimStart();
      clock = true;
    }
  }
  // A speaker's handle: in angle brackets always; "name:" only after a clock time, since "Work VPN: …" is a
  // label of what follows.
  const speaker = SPEAKER.exec(rest);
  if (speaker && (speaker[1] || clock)) rest = rest.slice(speaker[0].length);
  return rest;
}
