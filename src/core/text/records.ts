// Data written as records says what labelled statements say: a JSON object's `"ci_agent_pool": "x"` is
// "ci agent pool: x", a table's row "electricity_tariff,Fixed Saver" is "electricity tariff: Fixed Saver", a
// form's "membership no. [ LC-448201 ]" is "membership no.: LC-448201". The claim reader reads sentences;
// this finds the fields of records (a key's words and a cell, whole) before it reads.
import Papa from 'papaparse';
import { unitOfTime } from './language';

/** More leaves than this is a data file, not a note: its values are not each a claim. */
const MAX_LEAVES = 200;

/** A field of a record: the words of its key, and its value as written. */
export type Field = [key: string, value: string];

/** The fields of a text's records; undefined when the text is not records. */
export function recordFields(text: string): Field[] | undefined {
  const t = text.trim();
  return cardFields(t) ?? jsonFields(t) ?? tableFields(t);
}

/**
 * The properties of a vCard (RFC 6350) or an iCalendar event (RFC 5545) by what they say; the others (ids,
 * stamps, versions, the structured "N") are the file's bookkeeping and say nothing of the world.
 */
const CARD_PROPERTIES: Record<string, string> = {
  FN: 'name',
  TEL: 'phone',
  EMAIL: 'email',
  ADR: 'address',
  ORG: 'organisation',
  TITLE: 'role',
  BDAY: 'birthday',
  URL: 'website',
  NOTE: 'note',
  SUMMARY: 'title',
  DTSTART: 'start',
  DTEND: 'end',
  LOCATION: 'location',
  DESCRIPTION: 'description',
  ORGANIZER: 'organiser',
};
/** Whether a record's line (unfolded) is a property that says something, not the file's bookkeeping. */
export const cardSays = (line: string): boolean => Object.hasOwn(CARD_PROPERTIES, CARD_PROPERTY.exec(line)?.[1] ?? '');

/** What names the record: a card's person, an event's title. */
const CARD_NAMES = new Set(['FN', 'SUMMARY']);
const CARD_EDGE = /\b(?:BEGIN|END):V(?:CARD|EVENT|CALENDAR|TODO)\b/;
/** A property opens with its name in capitals, then its parameters and a colon (lines may be run together). */
const CARD_PROPERTY = /^([A-Z][A-Z\d-]*)((?:;[^:]*)?):(.*)$/s;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "20270913T100000" → "13 Sep 2027 10:00": the basic form of a date the reader would take for a number. */
function cardDate(value: string): string {
  const m = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d))?/.exec(value);
  const month = MONTHS[Number(m?.[2]) - 1];
  if (!m || !month) return value;
  return `${Number(m[3])} ${month} ${m[1]}${m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
}

/**
 * A vCard's or an event's properties as fields keyed by who or what the record names ("Gary Pellow phone cell:
 * +44 7700 900412", "Weekly planning sync location: Brunel Room"). A piece of a record that holds none of
 * them (a window's cut, "(3.14) END:VEVENT") asserts nothing.
 */
function cardFields(text: string): Field[] | undefined {
  if (!CARD_EDGE.test(text)) return undefined;
  const { named, fields } = cardProperties(text);
  return fields.map(([word, value]): Field => [`${named} ${word}`.trim(), value]);
}

/**
 * A record's properties as fields by what they say ("phone cell: +44 7700 900412", "location: Brunel Room"),
 * without its name, and the name of who or what the record is (its person, its event's title).
 */
export function cardProperties(text: string): { named: string; fields: Field[] } {
  const properties = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\s+(?=[A-Z][A-Z\d-]*[;:])/)
    .flatMap((part) => {
      const m = CARD_PROPERTY.exec(part.trim());
      const word = m && CARD_PROPERTIES[m[1] ?? ''];
      return m && word ? [{ name: m[1] ?? '', word, params: m[2] ?? '', value: (m[3] ?? '').trim() }] : [];
    });
  const named = properties.find((p) => CARD_NAMES.has(p.name))?.value ?? '';
  const fields = properties.flatMap(({ name, word, params, value }): Field[] => {
    const type = /TYPE=([^;:]+)/i.exec(params)?.[1]?.toLowerCase().replace(/,/g, ' ');
    const shown =
      name === 'ADR'
        ? value.split(';').filter(Boolean).join(', ')
        : name === 'ORGANIZER'
          ? (/CN=([^;:]+)/i.exec(params)?.[1] ?? value.replace(/^mailto:/i, ''))
          : /^DT/.test(name)
            ? cardDate(value)
            : value;
    // (The name itself is in every other key: "name: Marta Olsen" beside "name: Marta Oliveira" would be one
    // slot of two people.)
    if (CARD_NAMES.has(name) || !shown) return [];
    return [[`${word}${type ? ` ${type}` : ''}`, shown.replace(/\\n/gi, ' ').replace(/\\([,;\\])/g, '$1')]];
  });
  return { named, fields };
}

/**
 * A field as a form shows it, "label [ value ]": the spaces inside set it apart from links and tasks. Read a
 * line at a time from its last bracket, so a long line costs its length once.
 */
export const bracketedFields = (text: string): string =>
  text.includes('[ ') ? text.split('\n').map(bracketedField).join('\n') : text;

function bracketedField(line: string): string {
  const trimmed = line.trimEnd();
  const open = trimmed.lastIndexOf('[ ');
  if (open < 0 || !trimmed.endsWith(' ]')) return line;
  const label = trimmed.slice(0, open).trimEnd();
  const value = trimmed.slice(open + 2, -2).trim();
  if (!/\p{L}/u.test(label) || !value || /[[\]]/.test(label + value)) return line;
  return `${label}: ${value}`;
}

/** "ci_agent_pool", "ciAgentPool", "ci-agent.pool": the words of a key. */
const keyWords = (key: string): string =>
  key
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/[_.\-/]+/g, ' ')
    .trim();

/**
 * A JSON value as a field says it: a plain value, or a list of plain values joined with commas; undefined for
 * what holds fields of its own (an object, a list of objects) and for nothing (null).
 */
export function fieldValue(value: unknown): string | undefined {
  const plain = (v: unknown): v is string | number | boolean =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  if (Array.isArray(value) && value.every((v) => v === null || plain(v)))
    return value.filter((v) => v !== null).join(', ');
  return plain(value) ? String(value) : undefined;
}

function jsonFields(text: string): Field[] | undefined {
  if (!/^[{[]/.test(text)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const lines: Field[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (lines.length > MAX_LEAVES || value === null || value === undefined) return;
    const field = fieldValue(value);
    if (field !== undefined) {
      if (field && path.length) lines.push([path.join(' '), field]);
    } else if (Array.isArray(value)) for (const v of value) visit(v, path);
    else for (const [k, v] of Object.entries(value)) visit(v, [...path, keyWords(k)].filter(Boolean));
  };
  visit(data, []);
  return lines.length && lines.length <= MAX_LEAVES ? lines : undefined;
}

/**
 * The rows of a table as a machine writes it, cells trimmed: every row as wide as the first, two cells or more,
 * and no space after a delimiter (prose with a comma on every line is no table). `delimiter`, or else the one of
 * a comma, a tab or a semicolon that papaparse finds.
 */
export function machineRows(text: string, delimiter?: string): string[][] | undefined {
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: true,
    ...(delimiter ? { delimiter } : { delimitersToGuess: [',', '\t', ';'] }),
  });
  const used = parsed.meta.delimiter;
  if (parsed.errors.length || (used !== '\t' && new RegExp(`[${used}][ \\t]`).test(text.replace(/"[^"]*"/g, ''))))
    return undefined;
  const rows = parsed.data.map((r) => r.map((c) => c.trim()));
  const width = rows[0]?.length ?? 0;
  return width >= 2 && rows.every((r) => r.length === width) ? rows : undefined;
}

/** A header names its columns in a few words; a word may hold a digit ("card sent 2026"), none is only one. */
const HEADER_CELL = /^\p{L}[\p{L}\p{N}_ '()#./&-]*$/u;
export const headerRow = (row: readonly string[]): boolean =>
  row.every((c) => HEADER_CELL.test(c) && c.split(/\s+/).length <= 4);

/**
 * A table of two columns or more (see machineRows) in a note: a row's first cell names what the others are
 * values of, the header names the columns. Two columns need no header when each first cell is a key (one
 * token: "electricity_tariff").
 */
function tableFields(text: string): Field[] | undefined {
  const lines = text.split('\n');
  if (lines.length < 2 || lines.length > MAX_LEAVES || !lines.every((l) => l.includes(','))) return undefined;
  const rows = machineRows(text, ',');
  if (!rows || rows.some((r) => !r[0])) return undefined;
  const width = rows[0]?.length ?? 0;
  const [header = [], ...body] = rows;
  const headed = headerRow(header);
  const keyed = (width === 2 ? (headed ? body : rows) : []).every((r) => /^\S+$/.test(r[0] ?? ''));
  if (!headed && !keyed) return undefined;
  const fields = (headed ? body : rows).flatMap((r) =>
    r.slice(1).flatMap((cell, i): Field[] => {
      const column = width === 2 ? '' : ` ${keyWords(header[i + 1] ?? '')}`;
      return cell ? [[`${keyWords(r[0] ?? '')}${column}`, cell]] : [];
    }),
  );
  return fields.length ? fields : undefined;
}

/**
 * A shell's or a dotenv file's assignment, "export PHOTO_SYNC_TARGET=/mnt/tank/photos  # why": a key in capitals
 * or with an underscore (so "x=2" in prose is none), its value, and a comment after " #".
 */
const ASSIGNMENT = /^\s*(?:export\s+)?([A-Z][A-Z\d_]*|[A-Za-z]\w*_\w*)=(["']?)(\S+?)\2(?:\s+#\s*(.*?))?\s*$/;
/** An org-mode property drawer: ":PROPERTIES:", then ":MOORING: buoy Y-17" lines, then ":END:". */
const DRAWER_EDGE = /^\s*:(PROPERTIES|END):\s*$/i;
const PROPERTY = /^\s*:([\p{L}][\p{L}\d_-]*):\s+(\S.*?)\s*$/u;
/** A drawer whose lines were run together, as a segment's text runs an outline's lines together. */
const INLINE_DRAWER = /[ \t]*:PROPERTIES:[ \t]+(\S[^\n]*?)[ \t]+:END:[ \t]*/giu;
const unfoldDrawers = (text: string): string =>
  text.replace(
    INLINE_DRAWER,
    (_, body: string) => `\n:PROPERTIES:\n${body.split(/[ \t]+(?=:[\p{L}][\p{L}\d_-]*:[ \t])/u).join('\n')}\n:END:\n`,
  );
/**
 * A machine's key that opens a line, its words run together ("pool_size: 10", "checkIn: 2027-05-03",
 * "retention_days: 30"): one token with an underscore, or a lower-case word joined to a capitalised one.
 */
const RUN_TOGETHER_KEY = /^(\s*)(\p{L}[\p{L}\d]*(?:_[\p{L}\d]+)+|\p{Ll}+(?:\p{Lu}\p{Ll}+)+):(\s+\S)/u;
/** A tag of two words or more that keys the value after it: "#stmarks-hall-keysafe 2807 (changed in May)". */
const TAGGED = /^\s*#(\p{L}[\p{L}\d]*(?:[-_][\p{L}\d]+)+)\s+([^\s()]*\d[^\s()]*)\s*(\(.*\))?\s*$/u;

/**
 * A machine's key and its value as a labelled statement: the key's words ("pool_size" is "pool size"), and a
 * unit of time the key ends with given to the bare number it keys ("retention_days: 30" is "retention: 30 days",
 * as a person writes it), when the two read as a duration.
 */
function machineField(key: string, value: string): string {
  const words = keyWords(key).toLowerCase();
  const unit = / (\p{L}+)$/u.exec(words);
  return unit && /^\d+(?:\.\d+)?$/.test(value) && unitOfTime(unit[1] ?? '')
    ? `${words.slice(0, unit.index)}: ${value} ${unit[1] ?? ''}`
    : `${words}: ${value}`;
}

/**
 * Keys written for machines, a line at a time, as the labelled statements they are: an assignment
 * ("PHOTO_SYNC_TARGET=/mnt/x" is "photo sync target: /mnt/x", its comment an aside), the properties of an org-mode
 * drawer (":MOORING: buoy Y-17" is "mooring: buoy Y-17"; the drawer's edges say nothing), a tag that keys a value
 * ("#hall-keysafe 2807" is "hall keysafe: 2807"), a key whose words run together ("pool_size: 10" is "pool size: 10").
 */
export function keyedLines(text: string): string {
  if (!/[=:#]/.test(text)) return text;
  let drawer = false;
  return unfoldDrawers(text)
    .split('\n')
    .flatMap((line) => {
      const edge = DRAWER_EDGE.exec(line);
      if (edge) {
        drawer = edge[1]?.toUpperCase() === 'PROPERTIES';
        return [];
      }
      const property = drawer ? PROPERTY.exec(line) : null;
      if (property) return [machineField(property[1] ?? '', property[2] ?? '')];
      const assigned = ASSIGNMENT.exec(line);
      if (assigned) {
        const [, key = '', , value = '', comment] = assigned;
        return [`${machineField(key, value)}${comment ? ` (${comment})` : ''}`];
      }
      const tagged = TAGGED.exec(line);
      if (tagged) return [`${keyWords(tagged[1] ?? '')}: ${tagged[2] ?? ''}${tagged[3] ? ` ${tagged[3]}` : ''}`];
      const together = RUN_TOGETHER_KEY.exec(line);
      if (together) {
        const [whole, pad = '', key = ''] = together;
        return [`${pad}${machineField(key, line.slice(whole.length - 1).trim())}`];
      }
      return [line];
    })
    .join('\n');
}
