// Values are found by their shape and entity type, not by a word list: names (runs of proper nouns), codes
// (letters and digits together: us-east-2, H2, INV-20931, BlueFalcon7), numbers with their unit, money,
// percentages, times and dates. A proper noun or code that modifies a noun ("the VPN gateway", "the Alder
// Street bakery", "ES2015 modules") is part of what is talked about, not a value of it.
import {
  CLOCK_WORD,
  isBe,
  isLabelLink,
  isLink,
  knownWord,
  nominal,
  OBJECT_PRONOUN,
  readTemporal,
  type Token,
} from './language';

export type ValueKind = 'name' | 'code' | 'number' | 'time' | 'date' | 'phrase';

export interface ValueSpan {
  /** Token positions, `to` included. */
  from: number;
  to: number;
  kind: ValueKind;
  /** As written. */
  text: string;
  /** What two values are compared by: normalised, so "8 pm" and "8:00 PM" are one value. */
  key: string;
  /** A name closed by the nouns it modifies, read as a place after "in", "at" or "to" (see `placeNouns`). */
  place?: true;
}

export const CURRENCY = /^\p{Sc}$/u;
const NUMERIC = new Set(['CARDINAL', 'MONEY', 'PERCENT', 'DURATION', 'ORDINAL']);
const TEMPORAL = new Set(['DATE', 'TIME']);
/** Numbers joined by two dots or more (an address, "192.0.2.41"; a version, "2.10.3") name a thing: no amount. */
const dotted = (t: Token): boolean => /^\d+(?:\.\d+){2,}$/.test(t.text);
/**
 * Letters and digits together, a capital inside a word, or punctuation inside a word (a host, a path, a
 * setting's key): an identifier, not a word of the language.
 */
const isCode = (t: Token): boolean =>
  (/\p{L}/u.test(t.text) && /\d/.test(t.text)) ||
  dotted(t) ||
  /^\p{Ll}+\p{Lu}[\p{L}]*$/u.test(t.text) ||
  /[\p{L}\d][/_·:+#@][\p{L}\d]/u.test(t.text) ||
  /^[:#@][\p{L}]/u.test(t.text);
/** A pronoun and its verb written as one word ("I'm", "we'll"), which the tagger may call a name. */
const CONTRACTED = /^(i|you|we|they|he|she|it)['’](m|re|ve|ll|d|s)$/i;
const isWord = (t: Token): boolean => /\p{L}/u.test(t.text);
/** A clock time: "8:15", "19:20:05"; or the hours between two ("7:30-9:30", keyed by both ends: see hourRange). */
const CLOCK = /^\d{1,2}:\d\d(?::\d\d)?(?:[-–]\d{1,2}:\d\d)?$/;
const CLOCK_SUFFIX = new RegExp(`^${CLOCK_WORD}$`, 'i');
const clockTime = (t: Token): boolean => CLOCK.test(t.text);
/** An hour with the half of the day it falls in: "8pm", "8 pm", "7.30 a.m.". */
const HOUR_OF_DAY = /^\d{1,2}(?:[.:]\d\d)?\s*[ap]\.?m\.?$/i;
/**
 * What joins the two ends of a span of hours ("9am-5pm", "2pm till 4pm"), which the tagger reads as one
 * duration: each end is a time of its own, so "from 9am to 10am" still says what changed to what.
 */
const RANGE_WORD = /^(?:[-–—]|to|till|til|until)$/;

/** The hours in words: "half seven", "quarter to nine" say a clock time in words. */
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const hourAt = (t: Token | undefined, digits: boolean): number | undefined => {
  const n = t && (digits && /^\d{1,2}$/.test(t.text) ? Number(t.text) : HOUR_WORDS.indexOf(t.lower) + 1);
  return n && n >= 1 && n <= 12 ? n : undefined;
};

/** The minutes said in words before "past" or "to" ("five past nine", "quarter to four"). */
const MINUTE_WORDS: Record<string, number> = { five: 5, ten: 10, quarter: 15, twenty: 20, half: 30 };

/** The minutes said at `i` and the token after them: "twenty-five" and "twenty five" are one. */
function minutesAt(tokens: Token[], i: number): { minutes: number; next: number } | undefined {
  const said = MINUTE_WORDS[tokens[i]?.lower ?? ''];
  if (said === undefined) return undefined;
  const hyphen = tokens[i + 1]?.text === '-' ? 1 : 0;
  if (said === 20 && tokens[i + 1 + hyphen]?.lower === 'five') return { minutes: 25, next: i + 2 + hyphen };
  return { minutes: said, next: i + 1 };
}

/**
 * A clock time said in words, which chrono does not read: "half seven" (7:30, as British English says it),
 * "half past 7", "quarter past four", "quarter to nine", "five past nine", "twenty-five past four", with
 * "pm" after it if written. Its last token and its key, keyed as "7:30" is (the half of the day left open unless
 * "am" or "pm" says it).
 */
function spokenClock(tokens: Token[], i: number): { end: number; key: string } | undefined {
  const said = minutesAt(tokens, i);
  if (!said) return undefined;
  const relation = tokens[said.next]?.lower;
  // ("from five to ten", "won five to two", "ten to twelve of us": a count "to" an hour in words is as often a
  // span or a score, so only "quarter to" is read as a time; "five past nine" is one.)
  const linked = relation === 'past' || (relation === 'to' && said.minutes === 15);
  // ("half seven" needs no "past", and a digit only after one: "half 2 of them" is no time. Other minutes need
  // their "past".)
  if (!linked && said.minutes !== 30) return undefined;
  let end = linked ? said.next + 1 : said.next;
  // (Other minutes go with an hour in words: "ten past 12" is rarely said.)
  const hour = hourAt(tokens[end], linked && (said.minutes === 15 || said.minutes === 30));
  if (!hour) return undefined;
  const to = relation === 'to';
  let h = to ? (hour === 1 ? 12 : hour - 1) : hour;
  const m = to ? 60 - said.minutes : said.minutes;
  const half = tokens[end + 1]?.lower.replace(/\./g, '');
  const said12 = half === 'pm' || half === 'am';
  // (A common noun after the hour, not a day, is what the words count: "half seven pages".)
  const after = tokens[end + 1];
  if (!said12 && after?.pos === 'NOUN' && after.entity !== 'DATE') return undefined;
  if (said12) {
    end++;
    if (half === 'pm' && h < 12) h += 12;
  }
  return { end, key: timeKey(h, m, !said12) };
}

/** The parts of the day an hour is said in (a closed class of English), and whether they are after noon. */
const DAY_PARTS: Record<string, boolean> = { morning: false, afternoon: true, evening: true, night: true };

/**
 * An hour in words with the part of the day it falls in, or "o'clock": "nine in the morning", "seven in the
 * evening", "eleven at night", "ten o'clock".
 */
function hourOfDay(tokens: Token[], i: number): { end: number; key: string } | undefined {
  const hour = hourAt(tokens[i], false);
  if (!hour) return undefined;
  const next = tokens.slice(i + 1, i + 4).map((t) => t.lower.replace(/[’]/g, "'"));
  if (next[0] === "o'clock") return { end: i + 1, key: timeKey(hour, 0, true) };
  const [part, at] =
    next[0] === 'in' && next[1] === 'the' ? [next[2], i + 3] : next[0] === 'at' ? [next[1], i + 2] : [undefined, i];
  const after = part === undefined ? undefined : DAY_PARTS[part];
  if (after === undefined || (part === 'night' && next[0] !== 'at')) return undefined;
  return { end: at, key: timeKey(after && hour < 12 ? hour + 12 : hour, 0, false) };
}

/** One end of a span of hours ("3pm", "7:30 pm", "15:00"): its last token, the hour, the minute, the half of the day. */
interface HourEnd {
  end: number;
  hour: number;
  minute: number;
  half?: string;
}

function hourEnd(tokens: Token[], i: number, text = tokens[i]?.text ?? ''): HourEnd | undefined {
  const m = /^(\d{1,2})(?:[:.](\d\d))?(?:\s*([ap])\.?m\.?)?\.?$/i.exec(text);
  if (!m) return undefined;
  const suffix = tokens[i + 1]?.text ?? '';
  const written = !m[3] && /^[ap]\.?m\.?$/i.test(suffix) ? suffix : undefined;
  const half = (m[3] ?? written?.[0])?.toLowerCase();
  // (A bare number is no hour: "3 to 4 weeks".)
  const [hour, minute] = [Number(m[1]), Number(m[2] ?? 0)];
  if ((!m[2] && !half) || hour > 23 || minute > 59) return undefined;
  return { end: written ? i + 1 : i, hour, minute, ...(half ? { half } : {}) };
}

const endKey = (e: HourEnd, half = e.half): string => {
  const hour = half === 'p' && e.hour < 12 ? e.hour + 12 : half === 'a' && e.hour === 12 ? 0 : e.hour;
  return timeKey(hour, e.minute, !half);
};

/**
 * A span of hours ("9am-5pm", "2pm till 4pm", "3:30-4:30", "3pm-7.30pm"): one time value, keyed by both
 * ends, so a span that ends later is another value. (After "from" the two are what a change went from and
 * to, or a span: the clause's verb tells which, see claims.ts.) An end without its half of the day takes
 * the other's: "3:00-7:30pm".
 */
function hourRange(tokens: Token[], i: number): { end: number; key: string } | undefined {
  if (tokens[i - 1]?.lower === 'from') return undefined;
  // (One token may hold both: "3:30-4:30", see CLOCK.)
  const t = tokens[i];
  const [first, last] = t && clockTime(t) ? t.text.split(/[-–]/) : [];
  const whole = last !== undefined;
  const a = hourEnd(tokens, i, whole ? first : undefined);
  if (!a) return undefined;
  const at = whole ? i : a.end + 1;
  const b = whole
    ? hourEnd(tokens, i, last)
    : RANGE_WORD.test(tokens[at]?.lower ?? '')
      ? hourEnd(tokens, at + 1)
      : // (A dash glued before a clock time is read as a space: see language.ts, HOURS_DASH.)
        tokens[at]?.entity === 'TIME'
        ? hourEnd(tokens, at)
        : undefined;
  if (!b) return undefined;
  const half = a.half ?? (b.half && a.hour <= b.hour ? b.half : undefined);
  return { end: b.end, key: `${endKey(a, half)}-${endKey(b)}` };
}

/** The titles that open a person's name. */
const HONORIFIC = /^(mr|mrs|ms|miss|mx|dr|prof)\.?\s/i;

/** Counts in words: a closed class of English. */
const COUNT_WORDS = [
  ...HOUR_WORDS,
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** Tens in words, from twenty: a closed class of English. */
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Currencies named in words, by the sign an amount in figures is keyed with: a closed class of English. */
const CURRENCY_WORDS: Record<string, string> = {
  pound: '£',
  pounds: '£',
  quid: '£',
  euro: '€',
  euros: '€',
  dollar: '$',
  dollars: '$',
  bucks: '$',
  // (The currency's code, as a bank or an invoice writes it after the amount: "62 GBP".)
  gbp: '£',
  eur: '€',
  usd: '$',
};

/** A number in words at `i` ("six", "forty", "sixty-one", "sixty one"): its value and its last token. */
function wordNumber(tokens: Token[], i: number): { n: number; end: number } | undefined {
  const said = tokens[i]?.lower ?? '';
  const tens = TENS.indexOf(said);
  if (tens >= 0) {
    // ("sixty-one": the tokenizer cuts it at its hyphen.)
    const step = tokens[i + 1]?.text === '-' && !tokens[i + 1]?.spaced ? 2 : 1;
    const unit = HOUR_WORDS.indexOf(tokens[i + step]?.lower ?? '') + 1;
    const base = (tens + 2) * 10;
    return unit > 0 && unit < 10 ? { n: base + unit, end: i + step } : { n: base, end: i };
  }
  const n = COUNT_WORDS.indexOf(said) + 1;
  return n > 0 ? { n, end: i } : undefined;
}

/**
 * A count in words with its unit: of time ("six weeks", "three days"), keyed as "6 weeks" is, or of money
 * ("sixty-one pounds", "forty quid"), keyed as "£61" is.
 */
function countWord(tokens: Token[], i: number): { end: number; key: string } | undefined {
  const said = wordNumber(tokens, i);
  const unit = said && tokens[said.end + 1];
  if (!said || !unit) return undefined;
  const sign = CURRENCY_WORDS[unit.lower];
  if (sign) return { end: said.end + 1, key: `${sign}${String(said.n)}` };
  const duration = unit.entity === 'DURATION' && tokens[i]?.entity === 'DURATION' && nominal(unit);
  return duration ? { end: said.end + 1, key: amountKey(`${String(said.n)} ${unit.text}`) } : undefined;
}

/**
 * Spans of time in one measure, so that one span said two ways is one value ("three weeks" / "21 days", "90
 * minutes" / "1.5 hours"): the clock's units and the calendar's whole days. (Months and years have no fixed
 * length in days, and are left as said.)
 */
const DURATIONS: Record<string, [number, string]> = {
  min: [1, 'minutes'],
  minute: [1, 'minutes'],
  hr: [60, 'minutes'],
  hour: [60, 'minutes'],
  day: [1, 'days'],
  week: [7, 'days'],
  fortnight: [14, 'days'],
};

function durationKey(key: string): string {
  const m = /^(\d+(?:\.\d+)?)\s*(\p{L}+?)s?$/u.exec(key);
  const measure = m && DURATIONS[m[2] ?? ''];
  if (!m || !measure) return key;
  const n = Number(m[1]) * measure[0];
  return Number.isInteger(n) ? `${String(n)} ${measure[1]}` : key;
}

/** Text of a token run as written, with the spaces the writer put between tokens. */
export function spanText(tokens: Token[], from: number, to: number): string {
  let out = '';
  for (let i = from; i <= to; i++) out += (i > from && tokens[i]?.spaced ? ' ' : '') + (tokens[i]?.text ?? '');
  return out;
}

/** Times and dates by what they mean (chrono): "8 pm" = "8:00 PM"; what chrono cannot read stays as written. */
// ("17.15 clock" arrives here as 17:15: see language.ts, `colonTimes`.)
function temporalKey(text: string, kind: 'time' | 'date'): string {
  const [parsed] = readTemporal(text);
  if (!parsed) return text.toLowerCase();
  const c = parsed.start;
  if (kind === 'time' && c.isCertain('hour'))
    return timeKey(c.get('hour') ?? 0, c.get('minute') ?? 0, !c.isCertain('meridiem'));
  const parts = (['year', 'month', 'day', 'weekday'] as const).filter((p) => c.isCertain(p));
  return parts.length ? dateKey(parts.map((p) => [p, c.get(p) ?? 0])) : text.toLowerCase();
}

/**
 * A time of day's key: "t19:30"; "t07:30~" when the text leaves the half of the day open ("7:30", "half
 * seven", "at 7"), which is one value with "7:30 am" and with "7:30 pm" (see `sameTime`).
 */
const timeKey = (hour: number, minute: number, open = false): string =>
  `t${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}${open && hour >= 1 && hour <= 12 ? '~' : ''}`;

const TIME_KEY = /^t(\d\d):(\d\d)(~?)$/;

/**
 * Whether two keys may name one time of day ("7:30" / "7:30 pm": one leaves the half of the day open), or
 * undefined when they are not both times.
 */
export function sameTime(a: string, b: string): boolean | undefined {
  if (a[0] !== 't' || b[0] !== 't') return undefined;
  // Spans of hours ("t09:00-t17:00") are one when each end is.
  const [ends, others] = [a.split(/-(?=t)/), b.split(/-(?=t)/)];
  if (ends.length > 1 || others.length > 1)
    return ends.length === others.length && ends.every((e, k) => sameTime(e, others[k] ?? '') === true);
  const [x, y] = [TIME_KEY.exec(a), TIME_KEY.exec(b)];
  if (!x || !y) return undefined;
  if (x[2] !== y[2]) return false;
  const [h, k] = [Number(x[1]), Number(y[1])];
  return h === k || ((x[3] === '~' || y[3] === '~') && h % 12 === k % 12);
}

/**
 * The time a bare number written as hours and minutes would be ("10.15" → 10:15, the half of the day left
 * open), or undefined. Only the text it is read beside can say it is one: see enzymes/beside.ts.
 */
export function clockKeyOf(text: string): string | undefined {
  const m = /^([01]?\d|2[0-3])\.([0-5]\d)$/.exec(text);
  return m ? timeKey(Number(m[1]), Number(m[2]), true) : undefined;
}

/** A date's key from its parts, in their order: "dyear=2025,month=8,day=16". */
const dateKey = (parts: Iterable<readonly [string, string | number]>): string =>
  `d${[...parts].map(([p, v]) => `${p}=${String(v)}`).join(',')}`;

/** A date key's parts ("dyear=2025,month=8,day=16" → year 2025, month 8, day 16), or undefined for another key. */
function dateParts(key: string): Map<string, string> | undefined {
  if (!key.startsWith('d') || !key.includes('=')) return undefined;
  return new Map(
    key
      .slice(1)
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );
}

/**
 * Whether two keys may name one day ("Sat 16 Aug 2025" / "16 Aug", "Monday" / "Monday 2 June": no part
 * differs, and one says all the other says), or undefined when they are not both dates.
 */
export function sameDay(a: string, b: string): boolean | undefined {
  const [da, db] = [dateParts(a), dateParts(b)];
  if (!da && !db) return undefined;
  if (!da || !db) return false;
  const shared = [...da.keys()].filter((k) => db.has(k));
  if (shared.some((k) => da.get(k) !== db.get(k))) return false;
  return shared.length > 0 && (shared.length === da.size || shared.length === db.size);
}

/**
 * A bare number set against a full value leaves out what the two share, and is read with it: "the 7th of
 * June, not the 17th" denies 17 June; "£85, not 95" denies £95; "at 7:30, not 8" denies 8:00 (in the same half
 * of the day). The completed value, or undefined when the number cannot be one of the full value's kind.
 */
export function completedFrom(full: ValueSpan, bare: ValueSpan): ValueSpan | undefined {
  if (bare.kind !== 'number') return undefined;
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th)?$/i.exec(bare.text);
  const day = Number(ordinal?.[1]);
  const parts = dateParts(full.key);
  if (full.kind === 'date' && parts?.has('day') && day >= 1 && day <= 31) {
    parts.set('day', String(day));
    parts.delete('weekday');
    return { ...bare, kind: 'date', key: dateKey(parts) };
  }
  const clock = TIME_KEY.exec(full.key);
  const hour = /^\d{1,2}$/.test(bare.text) ? Number(bare.text) : NaN;
  if (full.kind === 'time' && clock && hour >= 1 && hour <= 12) {
    const afternoon = Number(clock[1]) >= 12 && hour < 12;
    return { ...bare, kind: 'time', key: timeKey(afternoon ? hour + 12 : hour, 0, clock[3] === '~') };
  }
  const currency = /^\p{Sc}/u.exec(full.key)?.[0];
  if (full.kind === 'number' && currency && /^\d[\d,]*(?:\.\d+)?$/.test(bare.key))
    return { ...bare, key: currency + bare.key };
  return undefined;
}

/** The key of the calendar day a time falls on (UTC), in the form of a date value's key. */
export const dayKeyOf = (time: number): string => {
  const d = new Date(time);
  return dateKey([
    ['year', d.getUTCFullYear()],
    ['month', d.getUTCMonth() + 1],
    ['day', d.getUTCDate()],
  ]);
};

/**
 * A key that names one day of a month ("the 8th of January", or "Tuesday the 23rd", which falls on a Tuesday only
 * every few months); a weekday or a month alone recurs.
 */
export const namesADay = (key: string): boolean =>
  /^d(?:year=\d+,)?month=\d+,day=/.test(key) || /^dday=\d+,weekday=/.test(key);

/** Weekday and month names are dates, however the tagger saw them ("on Tuesdays", "every second Saturday"). */
function weekdayOrMonth(text: string): boolean {
  const [parsed] = readTemporal(text);
  return (
    !!parsed &&
    parsed.text.length >= text.length &&
    (parsed.start.isCertain('weekday') || parsed.start.isCertain('month'))
  );
}

/** The English names of the days of the week, as the platform writes them. */
const WEEKDAYS = Array.from({ length: 7 }, (_, d) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + d)).toLowerCase(),
);
/** A weekday cut short as people write it ("Tues", "Thurs", "Wed"), which chrono does not always read. */
const weekdayShort = (word: string): boolean => {
  const w = word.toLowerCase().replace(/\.$/, '');
  // ("Weds": a plural's "s" after the cut.)
  return w.length >= 3 && WEEKDAYS.some((d) => d.startsWith(w) || (w.endsWith('s') && d.startsWith(w.slice(0, -1))));
};

/** The day of a month an ordinal right after token `i` gives ("15th", "the 3rd"), and where it ends. */
/**
 * "3–9 June", "5-11 June": the days of one month from one to the other are one value, keyed by both ends
 * ("dmonth=6,day=3,to=6-9"): another stay is another range, though the two overlap.
 */
function dayRange(tokens: Token[], i: number): { end: number; key: string } | undefined {
  const first = tokens[i];
  const joined = /^\d{1,2}[-–]\d{1,2}$/.test(first?.text ?? '');
  const dash = tokens[i + 1];
  const apart =
    /^\d{1,2}$/.test(first?.text ?? '') &&
    /^[-–]$/.test(dash?.text ?? '') &&
    /^\d{1,2}$/.test(tokens[i + 2]?.text ?? '');
  if (!joined && !apart) return undefined;
  let end = joined ? i : i + 2;
  if (tokens[end + 1]?.entity !== 'DATE' || !weekdayOrMonth(tokens[end + 1]?.text ?? '')) return undefined;
  end++;
  while (tokens[end + 1]?.entity === 'DATE' && /^\d{4}$/.test(tokens[end + 1]?.text ?? '')) end++;
  const [read] = readTemporal(spanText(tokens, i, end));
  const [from, to] = [read?.start, read?.end];
  if (!from?.isCertain('day') || !to?.isCertain('day') || !to.isCertain('month')) return undefined;
  const parts = (['year', 'month', 'day'] as const).filter((p) => from.isCertain(p));
  const last = `${to.get('month') ?? 0}-${to.get('day') ?? 0}`;
  return { end, key: dateKey([...parts.map((p): [string, number | string] => [p, from.get(p) ?? 0]), ['to', last]]) };
}

function ordinalAfter(tokens: Token[], i: number): { day: number; at: number } | undefined {
  const at = tokens[i + 1]?.lower === 'the' ? i + 2 : i + 1;
  const day = Number(/^(\d{1,2})(?:st|nd|rd|th)$/i.exec(tokens[at]?.text ?? '')?.[1] ?? 0);
  return day >= 1 && day <= 31 ? { day, at } : undefined;
}

/** The month (and year) that "of September", "of September 2025" right after token `i` name, and where they end. */
function monthAfter(tokens: Token[], i: number): { parts: [string, number][]; at: number } | undefined {
  if (tokens[i + 1]?.lower !== 'of') return undefined;
  const year = /^\d{4}$/.test(tokens[i + 3]?.text ?? '');
  const to = year ? i + 3 : i + 2;
  const parts = dateParts(temporalKey(spanText(tokens, i + 2, to), 'date'));
  if (!parts?.has('month') || parts.has('day') || parts.has('weekday')) return undefined;
  return { parts: [...parts].map(([k, v]) => [k, Number(v)]), at: to };
}

/** Whether chrono reads the tokens as one temporal expression, all of them. */
export function temporalPhrase(tokens: Token[], from: number, to: number): boolean {
  const text = spanText(tokens, from, to).replace(/s$/i, '');
  const [parsed] = readTemporal(text);
  return !!parsed && parsed.text.length >= text.length;
}

const plainKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '');

/** A rate written with a slash right after an amount, at `at`: "/min" of "600 requests/min", "/month". */
export const slashRate = (tokens: Token[], at: number): boolean => {
  const [per, of] = [tokens[at], tokens[at + 1]];
  return per?.text === '/' && !per.spaced && !!of && !of.spaced && /^\p{L}+$/u.test(of.text);
};

/** What an amount is counted in, from its key: "300 mbps" → "mbps", "£42" → "£", "12" → "". */
export const unitOf = (key: string): string =>
  key
    // (An ordinal's ending goes with its number, "14th" / "21st": both count days, or places, alike.)
    .replace(/(\d)(?:st|nd|rd|th)\b/g, '$1#')
    .replace(/[\d.,\s]+/g, ' ')
    .trim();

/** Whether an amount's key is money: counted in a currency ("£42", "€30"). */
export const moneyKey = (key: string): boolean => /^\p{Sc}/u.test(unitOf(key));

/** An amount as a number says it: "£68.00" is "£68", "7.5 percent" is "7.5%". */
const amountKey = (text: string): string =>
  plainKey(text)
    .replace(/(\d)\.0+\b/g, '$1')
    .replace(/\s*(?:per ?cent|pct)\b/g, '%')
    // ("38 pounds" is "£38".)
    .replace(/^(\d[\d,.]*)\s+(\p{L}+)$/u, (whole, n: string, unit: string) => {
      const sign = CURRENCY_WORDS[unit];
      return sign ? `${sign}${n}` : durationKey(whole);
    });

/**
 * True when every content word is capitalised ("Import From Notion", "Shortcuts on Windows and Linux"): in a
 * title or a heading, capitals mark the style, not names.
 */
export function titleCased(tokens: Token[]): boolean {
  const content = tokens.filter(
    (t) => isWord(t) && !/^(DET|ADP|CCONJ|PART|PRON|AUX)$/.test(t.pos) && !t.text.endsWith('.'),
  );
  return content.length >= 3 && content.every((t) => /^\p{Lu}/u.test(t.text));
}

/**
 * How many nouns from `start` close the name opened at `i` into the name of a place: the name follows "in",
 * "at" or "to" (and an article), and the nouns end its phrase ("in the Tesco Extra car park by the bins"). 0 if not.
 * (A noun the tagger takes for a verb may stand inside: "the Quarry Lane scout hut".)
 */
function placeNouns(tokens: Token[], i: number, start: number): number {
  const k = tokens[i - 1]?.pos === 'DET' ? i - 2 : i - 1;
  // (…or where a verb takes it: "the demo is moving to the Hopper room".)
  const to = tokens[k]?.lower === 'to' && tokens[k - 1]?.pos === 'VERB';
  if (!/^(at|in)$/.test(tokens[k]?.lower ?? '') && !to) return 0;
  const noun = (t: Token | undefined): boolean => !!t?.spaced && /^\p{Ll}/u.test(t.text) && t.pos === 'NOUN';
  let n = 0;
  while (n < 3 && (noun(tokens[start + n]) || (tokens[start + n]?.pos === 'VERB' && noun(tokens[start + n + 1])))) n++;
  const after = tokens[start + n];
  // (…or a word that says how or when: "at the Quayside library annex instead".)
  return n > 0 && (!after || /^(PUNCT|ADP|CCONJ|SCONJ|ADV)$/.test(after.pos)) ? n : 0;
}

/**
 * A capitalised word inside a sentence that the tagger read as a verb or a common noun, right before a proper
 * noun, opens a name ("on Cope Street", "at Harbour Quay"): a verb or a noun there is not written with a capital.
 */
const misreadName = (tokens: Token[], i: number): boolean => {
  const [t, before, after] = [tokens[i], tokens[i - 1], tokens[i + 1]];
  return (
    !!t &&
    !!before &&
    (t.pos === 'VERB' || t.pos === 'NOUN') &&
    /^\p{Lu}\p{Ll}/u.test(t.text) &&
    /^(ADP|DET)$/.test(before.pos) &&
    after?.pos === 'PROPN' &&
    after.spaced
  );
};

/**
 * An amount or a number from `i`: with its currency, its unit (a noun right after it, a rate after a slash, a
 * degree sign), or a clock time or a house number of an address it turns out to be.
 */
function amountSpan(
  tokens: Token[],
  i: number,
  titled: boolean,
): { end: number; kind: ValueKind; readKey: string | undefined; address: boolean } {
  const t = tokens[i] as Token;
  const entity = t.entity;
  let end = i;
  let readKey: string | undefined;
  let address = false;
  while (
    tokens[end + 1] &&
    (tokens[end + 1]?.entity === entity || tokens[end + 1]?.pos === 'NUM') &&
    entity &&
    !(RANGE_WORD.test(tokens[end + 1]?.lower ?? '') && HOUR_OF_DAY.test(spanText(tokens, i, end)))
  )
    end++;
  if (CURRENCY.test(t.text)) end = Math.max(end, i + 1);
  // A clock time written with a colon ("8:15", a log's "19:20:05") is a time, as "8 pm" is; what follows
  // it is no unit of it ("19:20:05 Mei": who wrote at that time), but what says it is a time of day is
  // ("17:15 hrs"). ("1.30 pm", "17.15 hrs" reach here with a colon: see language.ts, `colonTimes`.)
  const clock = end === i && clockTime(t);
  if (clock && CLOCK_SUFFIX.test(tokens[i + 1]?.text ?? '')) end = i + 1;
  // "4471#", "2580*": a keypad's key pressed after the digits is part of the code.
  const key = tokens[end + 1];
  // (It is keyed without it: "4471" and "4471#" are one code.)
  if (!clock && /^[#*]$/.test(key?.text ?? '') && !key?.spaced && !/[\p{L}\d]/u.test(tokens[end + 2]?.text ?? '')) {
    readKey = amountKey(spanText(tokens, i, end));
    end++;
  }
  // "12 Cobden Street": a house number before a name of two capitalised words or more is an address.
  const street = (k: number): boolean => /^\p{Lu}\p{Ll}/u.test(tokens[k]?.text ?? '') && nominal(tokens[k]);
  // (A year the tagger knows for one counts nothing: "a 2019 Skoda Fabia" is a model of that year.)
  const year = entity === 'DATE' && /^\d{4}$/.test(t.text);
  if (end === i && /^\d{1,4}$/.test(t.text) && !year && !titled && street(i + 1) && street(i + 2)) {
    for (end = i + 2; street(end + 1);) end++;
    address = true;
  }
  // A degree sign and its scale belong to the number: "19 °C".
  if (tokens[end + 1]?.text === '°' && /^[CFK]\.?$/.test(tokens[end + 2]?.text ?? '')) end += 2;
  // A unit right after the number belongs to it: "300 Mbps", "500 requests". (An amount of money has its
  // unit before it: in "£2,780 PDF" or "£2,340 stands" the noun is what it prices or a verb mistagged.)
  else if (
    !clock &&
    !address &&
    !year &&
    !CURRENCY.test(t.text) &&
    !tokens[end]?.entity?.match(/DURATION|PERCENT/) &&
    nominal(tokens[end + 1]) &&
    // ("to room 22 today": a day says when, and is no unit.)
    !TEMPORAL.has(tokens[end + 1]?.entity ?? '')
  )
    end++;
  // A count's rate written with a slash is its unit: "600 requests/min", "5 mg/day". (Money keeps its sign
  // as its unit, "£32/month" as "£32 a month" does.)
  if (slashRate(tokens, end + 1) && end > i && !clock && !address && !CURRENCY.test(t.text)) end += 2;
  // "Saturdays at 9", "kicks off at 8": an hour after "at", with nothing after it that it counts, is a
  // clock time (the half of the day left open).
  const bareHour =
    end === i && !clock && !address && tokens[i - 1]?.lower === 'at' && /^\d{1,2}$/.test(t.text)
      ? hourAt(t, true)
      : undefined;
  if (bareHour) readKey = timeKey(bareHour, 0, true);
  // ("until 8pm": an hour with its half of the day is a clock time, though the tagger hears a duration.)
  const meridiem = HOUR_OF_DAY.test(spanText(tokens, i, end));
  return { end, kind: clock || bareHour || meridiem ? 'time' : address ? 'name' : 'number', readKey, address };
}

/** A name or a code from `i`: its capitalised words, an ampersand or a surname's hyphen, a model number, a place's possessive. */
function nameSpan(tokens: Token[], i: number, titled: boolean): { end: number; kind: ValueKind } {
  const t = tokens[i] as Token;
  let end = i;
  // A capitalised noun inside a name is part of it ("Northside Animal Hospital").
  // (A day that follows a name is no part of it: "@harlow_eats · Jul 22".)
  const inName = (x: Token | undefined): boolean =>
    !!x &&
    !clockTime(x) &&
    !(TEMPORAL.has(x.entity ?? '') && !TEMPORAL.has(t.entity ?? '')) &&
    (x.pos === 'PROPN' || isCode(x) || (x.pos === 'NOUN' && /^\p{Lu}/u.test(x.text) && !titled));
  // "Nguyen & Sons": an ampersand between names joins them. So does a hyphen between the two halves of a
  // surname after a title ("Mrs Okonkwo-Hale", "Mrs. Delacroix-Finch").
  const barrelled = (k: number): boolean => {
    const [hyphen, next] = [tokens[k], tokens[k + 1]];
    return (
      hyphen?.text === '-' &&
      !hyphen.spaced &&
      next?.pos === 'PROPN' &&
      !next.spaced &&
      /^\p{Lu}\p{Ll}{2,}$/u.test(next.text) &&
      // (A person's surname, after the title that says so: "Wi-Fi", "Coca-Cola" are words of their own.)
      HONORIFIC.test(
        tokens
          .slice(i, k)
          .map((x) => x.text)
          .join(' '),
      ) &&
      // ("Mon-Fri", "May-June": a span of days or months is no name.)
      !TEMPORAL.has(next.entity ?? '') &&
      !weekdayShort(next.text) &&
      !weekdayOrMonth(next.text)
    );
  };
  // (Whatever the tagger calls the capitalised word after it: "Lindqvist & Moor Ltd".)
  const joined = (k: number): boolean =>
    tokens[k]?.text === '&' && (inName(tokens[k + 1]) || /^\p{Lu}\p{Ll}/u.test(tokens[k + 1]?.text ?? ''));
  // ("the Quaker Meeting House": a capitalised word the tagger read as a verb, between two words of a name,
  // is one of them.)
  const bridged = (k: number): boolean => {
    const word = tokens[k];
    return word?.pos === 'VERB' && /^\p{Lu}\p{Ll}/u.test(word.text) && !titled && inName(tokens[k + 1]);
  };
  while (inName(tokens[end + 1]) || bridged(end + 1) || joined(end + 1) || barrelled(end + 1))
    end += joined(end + 1) || barrelled(end + 1) ? 2 : 1;
  // "Vaillant ecoTEC 832": a number right after a name is part of it.
  // ("Heathrow 2 February": not a number that opens a date.)
  // ("Thursdays 17:40": a clock time says when, and is no part of a name.)
  const number = tokens[end + 1];
  if (number?.pos === 'NUM' && number.spaced && !TEMPORAL.has(number.entity ?? '') && !clockTime(number)) end++;
  // "the Ferryman's Rest", "the St Brendan's Hall": after an article a name's possessive is part of the
  // name of a place (no article stands before a person's "Ana's").
  // (So after "at" or "in", where a place is named: "at Fenwick's Bakery".)
  // (And after a copula: "our polling station is St Aidan's Church Hall", or a label: "to order: Gardener's
  // Delight tomatoes".)
  if (
    (tokens[i - 1]?.pos === 'DET' ||
      /^(at|in)$/.test(tokens[i - 1]?.lower ?? '') ||
      isBe(tokens[i - 1]) ||
      isLabelLink(tokens[i - 1])) &&
    /^['’]s$/.test(tokens[end + 1]?.text ?? '') &&
    nominal(tokens[end + 2]) &&
    /^\p{Lu}/u.test(tokens[end + 2]?.text ?? '')
  )
    for (end += 2; inName(tokens[end + 1]);) end++;
  const kind: ValueKind = tokens.slice(i, end + 1).some(isCode)
    ? 'code'
    : end === i && weekdayOrMonth(t.text.replace(/(day)s$/i, '$1'))
      ? 'date'
      : 'name';
  return { end, kind };
}

/**
 * The values of a sentence. Names and codes of two words or more that only modify a noun ("the Elm Square
 * move") are no values, but they still name a thing: they go to `mentions` when it is given.
 */
/**
 * "Door code 2291", "the darkroom door code 2291.": a phrase of two nouns or more that opens its clause, and a
 * number that closes it, are a label without its colon and its value. ("Day 12" is a heading; in "Add
 * Norwegian translation 9771" or "Bus 12 is late" the number says which one.)
 */
function labelledBy(tokens: Token[], at: number): boolean {
  let k = at - 1;
  let nouns = 0;
  // (A noun used as an adjective may be tagged as one: "the back door code", "the garden gate code".)
  for (; k >= 0 && (nominal(tokens[k]) || tokens[k]?.pos === 'ADJ'); k--) if (nominal(tokens[k])) nouns++;
  while (k >= 0 && tokens[k]?.pos === 'DET') k--;
  const before = tokens[k];
  const opens = !before || /^[:;,(=—.!?]$/.test(before.text) || (/^[-–]$/.test(before.text) && before.spaced);
  const after = tokens[at + 1];
  // (Closing its sentence, not a list's item: in "auto-sleep after 10 minutes, font size 5, warm light at 12" the
  // settings are a list of one device's, which a second device's list would be read against.)
  return nouns >= 2 && opens && (!after || /^[.;!)]$/.test(after.text));
}

/**
 * The verb whose object opens at `at` ("uses the …", "has the …", "gave us the …"), or -1. "Have" is a verb here
 * when no verb follows it.
 */
export function objectVerb(tokens: Token[], at: number): number {
  const k = OBJECT_PRONOUN.test(tokens[at - 1]?.lower ?? '') ? at - 2 : at - 1;
  const t = tokens[k];
  return t?.pos === 'VERB' || (t?.pos === 'AUX' && t.lemma === 'have') ? k : -1;
}

/** From `at`, one noun or more (or none, if `nouns` is 0) and then the clause's verb or copula: the subject goes on. */
function subjectGoesOn(tokens: Token[], at: number, nouns = 1): boolean {
  let k = at;
  while (nominal(tokens[k]) && !tokens[k]?.entity) k++;
  if (k - at < nouns) return false;
  while (tokens[k]?.pos === 'ADV') k++;
  return /^(AUX|VERB)$/.test(tokens[k]?.pos ?? '');
}

/**
 * The preposition at `adp` follows the noun that opens a sentence, before its verb, and its phrase (ending at
 * `adp` + 2) is followed by that verb: the phrase says which one the subject is.
 */
function inSubject(tokens: Token[], adp: number): boolean {
  if (!nominal(tokens[adp - 1]) || !subjectGoesOn(tokens, adp + 3, 0)) return false;
  // (Nor a verb nor a pause before it: "Moved the projector in room 101" or "Note: …" open other clauses.)
  const pause = (t: Token): boolean => t.pos === 'PUNCT' && !(t.text === '-' && !t.spaced);
  return !tokens.slice(0, adp).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || pause(t));
}

export function valueSpans(tokens: Token[], mentions?: ValueSpan[]): ValueSpan[] {
  const spans: ValueSpan[] = [];
  // Only the words before a label can be a title's: after "Plumber:" come the values, names and all.
  const label = tokens.findIndex(isLabelLink);
  // (A sentence that ends with a full stop is no title: "It's Dr Patel on Hill Street.")
  const titled = label < 0 ? tokens.at(-1)?.text !== '.' && titleCased(tokens) : titleCased(tokens.slice(0, label));
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    if (!t) break;
    const entity = t.entity;
    let end = i;
    let kind: ValueKind | undefined;
    // The key of a value read here rather than by chrono (a clock said in words, an hour after "at", a weekday
    // with its day of the month).
    let readKey: string | undefined;
    const spoken = spokenClock(tokens, i) ?? hourOfDay(tokens, i) ?? hourRange(tokens, i);
    const days = spoken ? undefined : dayRange(tokens, i);
    const count = spoken || days ? undefined : countWord(tokens, i);
    if (spoken) {
      end = spoken.end;
      kind = 'time';
      readKey = spoken.key;
    } else if (days) {
      end = days.end;
      kind = 'date';
      readKey = days.key;
    }
    // "Tues 4 Jan", "Weds 3 Feb": a weekday cut short, which the tagger may read as anything, opens the date.
    else if (!entity && /^\p{Lu}/u.test(t.text) && weekdayShort(t.text) && tokens[i + 1]?.entity === 'DATE') {
      while (tokens[end + 1]?.entity === 'DATE') end++;
      kind = 'date';
    }
    // A bare number the tagger took for a year ("the code is 1204") is a number like any other.
    // ("on redis 6.2.14": numbers joined by two dots right after a noun are its version, not a day. A year that
    // opens them, "Home Assistant 2024.1.2", may be either: read as a day, as "updated to 2024.2.1" is.)
    else if (
      entity &&
      TEMPORAL.has(entity) &&
      !(/^\d+$/.test(t.text) && tokens[i + 1]?.entity !== entity && tokens[i - 1]?.entity !== entity) &&
      !(dotted(t) && nominal(tokens[i - 1]) && !/^\d{4}\./.test(t.text))
    ) {
      while (tokens[end + 1]?.entity === entity) end++;
      const text = spanText(tokens, i, end);
      // "next month", "this morning": when something holds, not a value it holds.
      // ("starts Wed 3pm": a weekday, written short, is one, whatever the tagger calls it.)
      const anchored =
        /\d/.test(text) ||
        tokens.slice(i, end + 1).some((x) => x.pos === 'PROPN' || (/^\p{Lu}/u.test(x.text) && weekdayShort(x.text)));
      kind = anchored ? (entity === 'TIME' ? 'time' : 'date') : undefined;
    } else if (count) {
      end = count.end;
      kind = 'number';
      readKey = count.key;
    } else if (
      (t.pos === 'NUM' && /\d/.test(t.text) && !dotted(t)) ||
      (entity && NUMERIC.has(entity) && /\d/.test(t.text)) ||
      (CURRENCY.test(t.text) && tokens[i + 1]?.pos === 'NUM')
    ) {
      ({ end, kind, readKey } = amountSpan(tokens, i, titled));
    } else if (
      isCode(t) ||
      ((t.pos === 'PROPN' || misreadName(tokens, i)) &&
        !CONTRACTED.test(t.text) &&
        !(titled && (label < 0 || i < label)))
    ) {
      ({ end, kind } = nameSpan(tokens, i, titled));
    }
    // "Monday mornings" is one time; "the Monday carpool" is a carpool.
    if (kind === 'date' && end === i && tokens[i + 1]?.pos === 'NOUN' && temporalPhrase(tokens, i, i + 1)) end++;
    // "Friday 15th", "Thursday the 3rd": a weekday and the day of the month it falls on (chrono reads the
    // weekday alone).
    // ("next Tuesday the 23rd": the weekday closes the phrase chrono read.)
    const weekdayDay = kind === 'date' ? ordinalAfter(tokens, end) : undefined;
    const weekday = weekdayDay && dateParts(temporalKey(tokens[end]?.text ?? '', 'date'))?.get('weekday');
    if (weekdayDay && weekday) {
      end = weekdayDay.at;
      // ("Tuesday the 23rd of September 2025": and the month, and the year, it falls in.)
      const month = monthAfter(tokens, end);
      if (month) end = month.at;
      readKey = dateKey([...(month?.parts ?? []), ['day', weekdayDay.day], ['weekday', weekday]]);
    }
    const next = tokens[end + 1];
    // ("Pi-hole", "X-ray": a capital joined to a word by a hyphen is the start of a word.)
    const hyphened = next?.text === '-' && !next.spaced && !!tokens[end + 2] && !tokens[end + 2]?.spaced;
    // A name or code that modifies a noun is part of the noun phrase ("the API rate limit").
    // So is a weekday or month before a noun ("the Monday carpool"), and an owner ("Ana's flight").
    // But an item of the list after a label that is a name's noun and nothing more ("venue: Kew Hall, St
    // Aldhelm's church.") is the value itself, named with its owner.
    const possessive = kind === 'name' && next?.pos === 'PART' && /^['’]s$/.test(next.text);
    const listed = (k: number): boolean =>
      isLabelLink(tokens[k]) || (tokens[k]?.text === ',' && label >= 0 && k > label);
    // ("St. Brendan's parish hall,": the owner's noun may be a compound.)
    let nouns = 0;
    while (possessive && tokens[end + 2 + nouns]?.pos === 'NOUN') nouns++;
    const named =
      possessive && label >= 0 && listed(i - 1) && nouns > 0 && /^(,|\.|;|$)/.test(tokens[end + 2 + nouns]?.text ?? '');
    if (named) end += 1 + nouns;
    // "meets in the Corbel Street library", "rehearse in St. Aldric's church hall": after "in" or "at", a
    // name with the nouns it modifies, closing the phrase, names one place.
    const place = kind === 'name' && !named ? placeNouns(tokens, i, end + (possessive ? 2 : 1)) : 0;
    if (place) end += place + (possessive ? 1 : 0);
    // ("Route 23 starting Monday": a word in -ing before when it starts is a verb, whatever the tagger says.)
    const when = /ing$/.test(next?.lower ?? '') && TEMPORAL.has(tokens[end + 2]?.entity ?? '');
    const modifier =
      !place &&
      (((kind === 'name' || kind === 'code' || (kind === 'date' && end === i)) &&
        next?.pos === 'NOUN' &&
        next.spaced &&
        // ("to us-east-2 today": a day says when, and is no noun a code qualifies; nor one a name qualifies where
        // a verb or a preposition takes it, "bumped CI to Node 22 today".)
        !(
          (kind === 'code' || (kind === 'name' && /^(ADP|VERB)$/.test(tokens[i - 1]?.pos ?? ''))) &&
          TEMPORAL.has(next.entity ?? '')
        ) &&
        !when) ||
        (kind === 'name' && hyphened) ||
        (possessive && !named));
    // A capitalised word that opens a sentence and is followed by an article is an imperative, not a name;
    // followed by a colon or a hyphen it is a label ("Erratum:", "Cross-checked").
    const opening = kind === 'name' && i === 0;
    // "chunk: Optional.", "tags: Enables …": a capital after a label marks the start, not a name.
    const afterLabel =
      kind === 'name' && end === i && i > 0 && /^(:|-|–|—)$/.test(tokens[i - 1]?.text ?? '') && knownWord(t.text);
    // "Um, …", "Tomas, [10:12]", "Ana, can you …", "hey Maya, …", "heads up Tom, …": a lone name that opens a
    // sentence (after a greeting, or a verb and its particle) and is set off by a comma is a call, a sound or
    // who speaks; a list ("Dynalist, Workflowy") or "Porto, not Lisbon" goes on. So is one a pronoun's clause
    // follows ("Rina we moved the server …").
    const opens = (): boolean =>
      i === 0 ||
      tokens[i - 1]?.text === ']' ||
      (i <= 2 && tokens.slice(0, i).every((x) => /^(INTJ|VERB|ADP|PART)$/.test(x.pos)));
    const calling =
      kind === 'name' &&
      end === i &&
      opens() &&
      ((next?.text === ',' &&
        tokens[i + 2]?.pos !== 'PROPN' &&
        !isCode(tokens[i + 2] ?? t) &&
        tokens[i + 2]?.lower !== 'not') ||
        (i === 0 && next?.pos === 'PRON'));
    // "@harlow_eats · Jul 22 …": a handle that opens a post is who wrote it, and the day after it is when.
    const author = kind === 'code' && i === 0 && t.text.startsWith('@');
    if (author)
      while (
        tokens[end + 1] &&
        (TEMPORAL.has(tokens[end + 1]?.entity ?? '') || /^[·•|]$/.test(tokens[end + 1]?.text ?? ''))
      )
        end++;
    // ("Jun: heads up …": a month's word that opens a line before a colon is who speaks or a label, no date.)
    const labelDay = kind === 'date' && i === 0 && end === 0 && next?.text === ':' && !/\d/.test(t.text);
    const imperative =
      opening &&
      (next?.text === ':' ||
        (end === 0 &&
          (/^(DET|PRON|ADP)$/.test(next?.pos ?? '') || (next?.text === '-' && !next.spaced) || knownWord(t.text))));
    // A number right after a noun names which one: after a preposition or a link the noun and the number are
    // the value together ("in rack R07", "on port 5433"); otherwise they name what is talked about
    // ("translation 9771", "Day 12").
    const noun = tokens[i - 1];
    // (A noun before a code may be tagged as a verb: "moved to room H2".)
    const nounLike = noun?.pos === 'NOUN' || (kind === 'code' && noun?.pos === 'VERB');
    const opener = tokens[i - 2];
    const counted =
      (kind === 'number' || kind === 'code') &&
      noun !== undefined &&
      nounLike &&
      !noun.entity &&
      // ("groceries £540": an amount is a value of the noun before it, not a name for one.)
      !CURRENCY.test(t.text) &&
      t.entity !== 'MONEY' &&
      t.entity !== 'PERCENT' &&
      /^\p{Ll}/u.test(noun.text);
    // ("uses the password halo93", "has the IP 10.0.0.4": after a verb and its article, the noun says what the
    // code is, as a label does, and the code alone is the value.)
    const kindNamed = opener?.pos === 'DET' && objectVerb(tokens, i - 2) >= 0;
    const opensValue = counted && !kindNamed && (!opener || /^(ADP|DET|AUX|PUNCT|SYM|PART|X)$/.test(opener.pos));
    const identifier =
      counted &&
      kind === 'number' &&
      !opensValue &&
      !kindNamed &&
      /^\d+$/.test(t.text) &&
      end === i &&
      !labelledBy(tokens, i);
    const start = opensValue ? i - 1 : i;
    // ("Room 101 projector password is …", "the gate 4 code is …": a number between a noun and the nouns of the
    // subject its verb follows says which room or gate, as "Bus 12" does; it is no value.)
    // (So does a number after a preposition that qualifies the subject before its verb: "the projector in room
    // 101 now uses …", "the meeting in room 4 is cancelled".)
    const whichOne =
      (kind === 'number' && noun?.pos === 'NOUN' && /^\d+$/.test(t.text) && subjectGoesOn(tokens, i + 1)) ||
      (opensValue && opener?.pos === 'ADP' && end === i && inSubject(tokens, i - 2));
    // An acronym names a thing ("the VPN", "the gate PIN") unless it is what a link says ("the
    // protocol is UDP").
    const acronym =
      kind === 'name' &&
      end === i &&
      /^\p{Lu}{2,6}s?$/u.test(t.text) &&
      // (After a label, one that a verb follows is that clause's subject: "For the release: UAT is on V".)
      (!isLink(tokens[i - 1]) || /^(AUX|VERB)$/.test(next?.pos ?? '')) &&
      !(isLink(tokens[i - 2]) && tokens[i - 1]?.pos === 'DET' && /^(PUNCT|CCONJ)$/.test(tokens[i + 1]?.pos ?? 'PUNCT'));
    if (
      kind &&
      !modifier &&
      !imperative &&
      !labelDay &&
      !calling &&
      !author &&
      !identifier &&
      !whichOne &&
      !acronym &&
      !afterLabel
    ) {
      const text = spanText(tokens, start, end);
      const key =
        readKey ??
        (kind === 'time' || kind === 'date'
          ? temporalKey(text.replace(/(day)s$/i, '$1'), kind)
          : kind === 'number'
            ? amountKey(text)
            : plainKey(text));
      spans.push({ from: start, to: end, kind, text, key, ...(place ? { place: true as const } : {}) });
    } else if (modifier && (kind === 'name' || kind === 'code') && end > i) {
      const text = spanText(tokens, i, end);
      mentions?.push({ from: i, to: end, kind, text, key: plainKey(text) });
    }
    i = end + 1;
  }
  return restatedTimes(tokens, spans);
}

/**
 * "5.40pm (17:40)", "half seven - 19:30": a time said again in another form, right after itself, is one
 * value, keyed by the form that leaves the less open.
 */
function restatedTimes(tokens: Token[], spans: ValueSpan[]): ValueSpan[] {
  return spans.reduce<ValueSpan[]>((out, s) => {
    const last = out.at(-1);
    const between = last ? tokens.slice(last.to + 1, s.from) : [];
    const joined = between.length === 1 && /^[-–—(]$/.test(between[0]?.text ?? '');
    if (last?.kind === 'time' && s.kind === 'time' && joined && sameTime(last.key, s.key)) {
      const key = last.key.endsWith('~') ? s.key : last.key;
      out[out.length - 1] = { ...last, to: s.to, text: spanText(tokens, last.from, s.to), key };
    } else out.push(s);
    return out;
  }, []);
}
