// Plain text: blank-line paragraphs, bullet lines as list items, and `Name: text` dialogue turns.
import { squash, type Piece } from './piece';

const TURN = /^([A-Z][\w .'-]{0,30}|user|assistant|system):\s+\S/i;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** A transcript: most lines open with a speaker, and at least two speakers take turns. */
function dialogueTurns(text: string): Piece[] | null {
  const lines = text.split('\n').filter((l) => l.trim());
  const speakers = new Set<string>();
  let turnLines = 0;
  for (const line of lines) {
    const m = TURN.exec(line);
    if (m?.[1]) {
      turnLines++;
      speakers.add(m[1].toLowerCase());
    }
  }
  if (speakers.size < 2 || turnLines < 2 || turnLines / lines.length < 0.6) return null;
  const turns: Piece[] = [];
  for (const line of lines) {
    const last = turns.at(-1);
    if (TURN.test(line) || !last) turns.push({ text: squash(line), boundary: 'turn', context: [] });
    else last.text = squash(`${last.text} ${line}`);
  }
  return turns;
}

export function textPieces(text: string): Piece[] {
  const turns = dialogueTurns(text);
  if (turns) return turns;
  const pieces: Piece[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim());
    if (lines.length > 1 && lines.every((l) => BULLET.test(l))) {
      for (const l of lines) pieces.push({ text: squash(l.replace(BULLET, '')), boundary: 'list-item', context: [] });
    } else if (lines.length) {
      pieces.push({ text: squash(lines.join(' ')), boundary: 'paragraph', context: [] });
    }
  }
  return pieces;
}
