import type { Boundary } from '../model';

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
