// A table dropped or pasted whole (a CSV export: a calendar, the household bills, a card list): cut between
// rows, each row its own piece, its cells one `column: cell` line each. A row is a thing of its own ("Council
// tax" and "Water" each have an account ref), so its name is the piece's context, as a JSON object's path is;
// and squashed into prose, a row's cells would lose their columns.
import Papa from 'papaparse';
import type { Piece } from './piece';

/** More rows than this is a data set, not notes: it is read as the text it is. */
const MAX_ROWS = 2000;
/** A header names its columns in a few words; a word may hold a digit ("card sent 2026"), none is only one. */
const HEADER_CELL = /^\p{L}[\p{L}\p{N}_ '()#./&-]*$/u;

/**
 * The rows of a table of three columns or more under a header, or null when the text is not one. (Two columns
 * are a key and its value, read as such by the claim reader: see records.ts.) A machine's delimiters have no
 * space after them: prose with a comma on every line is no table.
 */
export function tablePieces(text: string): Piece[] | null {
  const t = text.trim();
  const lines = t.split('\n');
  if (lines.length < 2 || lines.length > MAX_ROWS + 1) return null;
  const parsed = Papa.parse<string[]>(t, { skipEmptyLines: true, delimitersToGuess: [',', '\t', ';'] });
  const delimiter = parsed.meta.delimiter;
  const unquoted = t.replace(/"[^"]*"/g, '');
  if (parsed.errors.length || (delimiter !== '\t' && unquoted.includes(`${delimiter} `))) return null;
  const rows = parsed.data.map((r) => r.map((c) => c.trim()));
  const [header = [], ...body] = rows;
  const width = header.length;
  if (width < 3 || !body.length || rows.some((r) => r.length !== width)) return null;
  if (!header.every((c) => HEADER_CELL.test(c) && c.split(/\s+/).length <= 4)) return null;
  // (A column's name is a label, not a name: "Start Time" is read as "start time"; an acronym stays, "IP".)
  const columns = header.map((c) => c.replace(/\p{Lu}\p{Ll}+/gu, (w) => w.toLowerCase()));
  const pieces = body.flatMap((row): Piece[] => {
    const name = row[0] ?? '';
    const fields = row.flatMap((cell, i) => (cell && i > 0 ? [`${columns[i] ?? ''}: ${cell}`] : []));
    if (!fields.length) return [];
    const named = name ? [`${columns[0] ?? ''}: ${name}`] : [];
    return [{ text: [...named, ...fields].join('\n'), boundary: 'paragraph', context: name ? [name] : [] }];
  });
  return pieces.length ? pieces : null;
}
