// Fitting pieces to the model's window: long pieces are cut at sentence boundaries, and a sentence that is
// still too long is cut between words.
import { sentences } from '../text/language';
import { estimateTokens } from '../text/terms';
import type { Piece } from './piece';

/** The default model reads 128 tokens. */
export const WINDOW_TOKENS = 128;

export type Measure = (text: string) => number;

function cutWords(sentence: string, budget: number, measure: Measure): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const word of sentence.split(/\s+/)) {
    if (current.length && measure([...current, word].join(' ')) > budget) {
      out.push(current.join(' '));
      current = [];
    }
    // A single "word" longer than the window (a URL, a hash) is cut by characters.
    if (measure(word) > budget) {
      let rest = word;
      while (rest) {
        let n = Math.min(rest.length, budget);
        while (n > 1 && measure(rest.slice(0, n)) > budget) n = Math.floor(n / 2);
        out.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      continue;
    }
    current.push(word);
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

export function fitWindows(piece: Piece, budget = WINDOW_TOKENS, measure: Measure = estimateTokens): Piece[] {
  if (measure(piece.text) <= budget) return [piece];
  const units = sentences(piece.text).flatMap((s) => (measure(s) > budget ? cutWords(s, budget, measure) : [s]));
  const windows: Piece[] = [];
  let current = '';
  for (const unit of units) {
    const joined = current ? `${current} ${unit}` : unit;
    if (current && measure(joined) > budget) {
      windows.push({ ...piece, text: current, boundary: piece.boundary === 'code' ? 'code' : 'sentence' });
      current = unit;
    } else current = joined;
  }
  if (current) windows.push({ ...piece, text: current, boundary: piece.boundary === 'code' ? 'code' : 'sentence' });
  return windows;
}
