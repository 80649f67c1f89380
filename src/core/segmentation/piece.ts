import { isLog } from '../text/stamps';
import type { Boundary } from '../types';

/** A cut of a source before it is measured: its text, what kind of boundary produced it, its headings. */
export interface Piece {
  text: string;
  boundary: Boundary;
  context: string[];
}

/** Keeps track of the heading path while walking a document. */
export class HeadingTrail {
  private trail: { depth: number; text: string }[] = [];
  enter(depth: number, text: string): void {
    this.trail = this.trail.filter((h) => h.depth < depth);
    this.trail.push({ depth, text });
  }
  get path(): string[] {
    return this.trail.map((h) => h.text);
  }
}

export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A field of a record: a short label and its value ("Call: 01632 960118", "Adult ....... £4.50"). */
const FIELD = /^[^\s:][^:]{0,40}(?:(?<!\d):(?!\d)|\s\.{4,})\s*\S/u;

/**
 * Whether a paragraph's lines were written as lines, the fields of a record (a listing, a job sheet, a
 * notice: "Call: 01632 960118" / "Opening hours: Mon–Fri"), not prose wrapped at a width: three lines or
 * more, a third of them fields, or two lines that are both fields (two messages of a chat, "Aiyana: …" /
 * "Wojtek: …"); and no line that runs on into the next (a line ending without a stop whose next line opens
 * in lower case).
 */
function writtenAsLines(lines: readonly string[]): boolean {
  if (lines.length < 2) return false;
  const trimmed = lines.map((l) => l.trim());
  const fields = trimmed.filter((l) => FIELD.test(l)).length;
  if (lines.length === 2 ? fields < 2 : fields * 3 < lines.length) return false;
  return trimmed.every((line, i) => !(/^\p{Ll}/u.test(trimmed[i + 1] ?? '') && !/[.!?:;)]$/.test(line)));
}

/**
 * The lines of a paragraph as one text: a writer's wrapped lines are joined, but the lines of a pasted chat
 * or log stay one message each ("Kai — Today at 7:15 PM" heads the message under it, it is not part of it),
 * and so do the fields of a record (see writtenAsLines).
 */
export function joinLines(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim());
  return isLog(lines) || writtenAsLines(lines) ? lines.map(squash).join('\n') : squash(text);
}
