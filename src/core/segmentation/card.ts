// A contact card or a calendar file dropped whole (.vcf, .ics): cut by its records, each a piece of the lines
// that say something ("LOCATION:Brunel Room (3.14)"), as written, under the name of who or what it is. The
// file's bookkeeping (ids, stamps, an invite's revision, SEQUENCE) says nothing of the world, and a window
// cut through a record's lines would leave fields without the record they belong to.
import { cardProperties, cardSays } from '../text/records';
import type { Piece } from './piece';

/** One record: a person, an event, a to-do, from its BEGIN to its END. */
const RECORD = /^BEGIN:(VCARD|VEVENT|VTODO)\b[^\n]*\n([\s\S]*?)^END:\1\b/gm;

/** The records of a vCard or iCalendar file, or null when the text is not one. */
export function cardPieces(text: string): Piece[] | null {
  // (A long property is folded onto lines that open with a space: RFC 5545 §3.1.)
  const t = text
    .trim()
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '');
  if (!/^BEGIN:V(?:CARD|CALENDAR)\b/.test(t)) return null;
  const pieces = [...t.matchAll(RECORD)].flatMap((m): Piece[] => {
    const [, kind = '', body = ''] = m;
    const lines = body.split('\n').filter(cardSays);
    if (!lines.length) return [];
    const { named } = cardProperties(body);
    // (Its edges stay, so the claim reader reads the lines as the record's fields: see text/records.ts.)
    const record = [`BEGIN:${kind}`, ...lines, `END:${kind}`].join('\n');
    return [{ text: record, boundary: 'paragraph', context: named ? [named] : [] }];
  });
  return pieces.length ? pieces : null;
}
