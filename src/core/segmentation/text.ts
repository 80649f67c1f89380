// Plain text: blank-line paragraphs and bullet lines as list items. (Transcripts are their own kind.)
import { joinLines, squash, type Piece } from './piece';

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

export function textPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim());
    if (lines.length > 1 && lines.every((l) => BULLET.test(l))) {
      for (const l of lines) pieces.push({ text: squash(l.replace(BULLET, '')), boundary: 'list-item', context: [] });
    } else if (lines.length) {
      pieces.push({ text: joinLines(lines.join('\n')), boundary: 'paragraph', context: [] });
    }
  }
  return pieces;
}
