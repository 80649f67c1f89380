// A contact card or a calendar file dropped whole (.vcf, .ics): cut by its records, each a piece of the lines
// that say something ("LOCATION:Brunel Room (3.14)"), as written, under the name of who or what it is. The
// file's bookkeeping (ids, stamps, an invite's revision, SEQUENCE) says nothing of the world, and a window
// cut through a record's lines would leave fields without the record they belong to.
import { cardProperties, cardSays } from '../text/records';
import type { Piece } from './piece';

/** Where a record (a person, an event, a to-do) begins or ends. */
const EDGE = /^(BEGIN|END):(VCARD|VEVENT|VTODO)\b/;

/** The records of a vCard or iCalendar file, or null when the text is not one. */
export function cardPieces(text: string): Piece[] | null {
  // (A long property is folded onto lines that open with a space: RFC 5545 §3.1.)
  const t = text
    .trim()
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '');
  if (!/^BEGIN:V(?:CARD|CALENDAR)\b/.test(t)) return null;
  // One pass over the lines: a record left open (a hostile file of BEGINs) costs its lines once.
  const pieces: Piece[] = [];
  let open: { kind: string; lines: string[] } | undefined;
  for (const line of t.split('\n')) {
    const edge = EDGE.exec(line);
    if (edge?.[1] === 'BEGIN') open = { kind: edge[2] ?? '', lines: [] };
    else if (edge && open && open.kind === edge[2]) {
      const piece = recordPiece(open.kind, open.lines);
      if (piece) pieces.push(piece);
      open = undefined;
    } else open?.lines.push(line);
  }
  return pieces.length ? pieces : null;
}

function recordPiece(kind: string, body: string[]): Piece | undefined {
  const lines = body.filter(cardSays);
  if (!lines.length) return undefined;
  const { named } = cardProperties(lines.join('\n'));
  // (Its edges stay, so the claim reader reads the lines as the record's fields: see text/records.ts.)
  const text = [`BEGIN:${kind}`, ...lines, `END:${kind}`].join('\n');
  return { text, boundary: 'paragraph', context: named ? [named] : [] };
}
