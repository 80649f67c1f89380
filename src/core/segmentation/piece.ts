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

/**
 * The lines of a paragraph as one text: a writer's wrapped lines are joined, but the lines of a pasted chat
 * or log stay one message each ("Kai — Today at 7:15 PM" heads the message under it, it is not part of it).
 */
export function joinLines(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim());
  return isLog(lines) ? lines.map(squash).join('\n') : squash(text);
}
