// A table dropped or pasted whole (a CSV export: a calendar, the household bills, a card list): cut between
// rows, each row its own piece, its cells one `column: cell` line each. A row is a thing of its own ("Council
// tax" and "Water" each have an account ref), so its name is the piece's context, as a JSON object's path is;
// and squashed into prose, a row's cells would lose their columns.
import { headerRow, machineRows } from '../text/records';
import type { Piece } from './piece';

/** More rows than this is a data set, not notes: it is read as the text it is. */
const MAX_ROWS = 2000;

/**
 * The rows of a table of three columns or more under a header, or null when the text is not one. (Two columns
 * are a key and its value, read as such by the claim reader: see records.ts.)
 */
export function tablePieces(text: string): Piece[] | null {
  const t = text.trim();
  const lines = t.split('\n');
  if (lines.length < 2 || lines.length > MAX_ROWS + 1) return null;
  const rows = machineRows(t);
  const [header = [], ...body] = rows ?? [];
  if (header.length < 3 || !body.length || !headerRow(header)) return null;
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
