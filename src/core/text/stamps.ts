// What a line of a log or a chat export says before its message: when it was written ("[14:02]",
// "2027-04-07 -", "04/01/2027, 18:40 -") and who wrote it ("tom:", "<dmitri>", a "Kai — Today at 7:15 PM"
// header line, "Dani · 12:31"). Neither is a value or a subject of what the line asserts: the claim reader reads the message.
import { knownWord, readTemporal } from './language';

/** Punctuation that closes a stamp: a bracket, a dash, a colon or a comma. */
const AFTER_STAMP = /^\s*\]?\s*(?:[-–—:,]\s+|\]\s*)/;
/** A name as a handle: a word or two ("tom", "Rina Park"). */
const HANDLE = String.raw`[\p{L}][\p{L}\d_.'-]*(?:\s[\p{L}][\p{L}\d_.'-]*)?`;
/** A writer's handle in front of a message: "tom:", "Rina Park:", "<dmitri>". */
const SPEAKER = new RegExp(String.raw`^(?:<([\w.-]{1,30})>\s*|(${HANDLE}):\s+)`, 'u');
/** A speaker with the time in brackets after the name: "Lucía (10:24): …", "Me (6:05 pm): …". */
const SPEAKER_AT = new RegExp(String.raw`^${HANDLE}\s\(\d{1,2}[:.]\d\d(?:\s?[ap]\.?m\.?)?\):\s+`, 'iu');
/**
 * A header line of its own: a name of up to three words, then when, set apart by a mark or a wide gap ("Kai —
 * Today at 7:15 PM", "Dani · 12:31", "Dariusz Nowak  9:01 AM"; not "Dr Ames 9:30", a line of a schedule).
 */
const HEADER_NAME = /^[\p{L}][\p{L}\d_.'-]*(?:\s[\p{L}][\p{L}\d_.'-]*){0,2}(?:\s*[-–—,|·•]\s*|\s{2,})$/u;
/** A channel's or a room's name on a line of its own ("#platform-ops", "@ops-oncall"). */
const CHANNEL = /^\s*[#@][\p{L}\d_.-]+\s*$/u;
/** How a chat export names its owner in a header ("Me · 12:33", "You — 18:02"). */
const OWNER = /^(me|you)$/i;

type Found = ReturnType<typeof readTemporal>;
const OPENS_WITH_DIGIT = /^\s*\[?\s*\d/;
/** A header line is a name and a time: longer lines are messages. */
const HEADER_MAX = 80;

/** The temporal expression that opens the line (after an optional bracket), with its end, if any. */
function leadingTime(line: string, found: Found): { end: number; clock: boolean } | undefined {
  // A stamp opens with a digit ("[14:02]", "2027-04-07", "04/01/2027, 18:40"); "Tomorrow at 9: …" is a label.
  if (!OPENS_WITH_DIGIT.test(line)) return undefined;
  const open = /^\s*\[?\s*/.exec(line)?.[0].length ?? 0;
  const first = found[0];
  if (!first || first.index !== open) return undefined;
  return { end: open + first.text.length, clock: first.start.isCertain('hour') };
}

/**
 * The name a header line of a chat export opens with: capitalised words ("Kai", "Rafael Costa"), then a clock
 * time, and nothing else.
 */
function headerName(line: string, found: Found): string | undefined {
  const last = found.at(-1);
  if (line.length > HEADER_MAX || !last || last.index === 0 || last.index + last.text.length < line.trimEnd().length)
    return undefined;
  if (!last.start.isCertain('hour')) return undefined;
  const name = line.slice(0, last.index);
  if (!HEADER_NAME.test(name)) return undefined;
  const words = name.match(/[\p{L}][\p{L}\d_.'-]*/gu) ?? [];
  return words.every((w) => /^\p{Lu}/u.test(w)) ? words.join(' ') : undefined;
}

/** A name that is surely a person's: not all ordinary words ("Kai", not "Dentist"), or the export's owner ("Me"). */
const person = (name: string): boolean => name.split(' ').some((w) => !knownWord(w) || OWNER.test(w));

/**
 * Whether a line is a header of a chat export: a name, then a clock time. The name must be surely a person's
 * ("Dentist — 9:30" is a line of a schedule), unless the text's other headers show it is one of the chat's
 * people (`names`: "Sam — 08/09/2027 22:02" under "Dani — 08/09/2027 21:47").
 */
function header(line: string, found: Found, names: ReadonlySet<string>): boolean {
  const name = headerName(line, found);
  return name !== undefined && (names.has(name) || person(name));
}

const mayBeHeader = (line: string): boolean => line.length <= HEADER_MAX && /\d/.test(line);

/**
 * What the lines of one text say of its chat, read once for all of them: the people of its header lines (the
 * names of every header-shaped line, when one of them is surely a person's; a schedule of "Dentist — 9:30"
 * lines has none), and the times read in the lines that may be headers, which `message` reads again otherwise.
 */
export interface Chat {
  names: ReadonlySet<string>;
  found: ReadonlyMap<string, Found>;
}

const NO_CHAT: Chat = { names: new Set(), found: new Map() };

/** Reads the lines of one text for its chat (see `Chat`). */
export function readChat(lines: readonly string[]): Chat {
  const names = new Set<string>();
  const found = new Map<string, Found>();
  let sure = false;
  for (const line of lines) {
    if (!mayBeHeader(line) || found.has(line)) continue;
    const times = readTemporal(line);
    found.set(line, times);
    const name = headerName(line, times);
    if (name === undefined) continue;
    names.add(name);
    sure ||= person(name);
  }
  return { names: sure && names.size > 1 ? names : NO_CHAT.names, found };
}

/**
 * The line without the stamp and speaker in front of its message. In a text of several lines (`inLog`), a
 * header line is empty: it says who and when, and the lines after it are the message.
 */
export function message(line: string, inLog: boolean, chat: Chat = NO_CHAT): string {
  // (The time in brackets says the name before it is who speaks, in a log or not.)
  const at = SPEAKER_AT.exec(line);
  if (at) return line.slice(at[0].length);
  // Reading with chrono costs more than the claim itself: a line is read once, and only when it opens with a
  // digit (a stamp) or may be a header line (short, in a log, with a clock time).
  const read = OPENS_WITH_DIGIT.test(line) || (inLog && mayBeHeader(line));
  const found: Found = read ? (chat.found.get(line) ?? readTemporal(line)) : [];
  if (inLog && header(line, found, chat.names)) return '';
  let rest = line;
  let clock = false;
  const time = leadingTime(rest, found);
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

/**
 * Lines of a log or a chat export: the first carries a stamp, a handle or a header, and so do at least half
 * of them. Their line breaks are boundaries between messages, not a writer's wrapping of one paragraph.
 */
export function isLog(lines: readonly string[]): boolean {
  if (lines.length < 2) return false;
  // (A pasted channel may open with its name: "#platform-ops", then its messages.)
  const messages = lines.length > 2 && CHANNEL.test(lines[0] ?? '') ? lines.slice(1) : lines;
  const chat = readChat(messages);
  const marked = (line: string): boolean => message(line, true, chat) !== line;
  if (!marked(messages[0] ?? '')) return false;
  return messages.filter(marked).length * 2 >= messages.length;
}
