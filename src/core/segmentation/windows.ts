// Fitting pieces to the model's window: long pieces are cut at sentence boundaries, and a sentence that is
// still too long is cut between words.
import { estimateTokens } from '../text/terms';
import type { Piece } from './piece';

/** The default model reads 128 tokens; the estimate runs a little high, so this leaves a margin. */
export const WINDOW_TOKENS = 110;

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

export function sentences(text: string): string[] {
  return Array.from(sentenceSegmenter.segment(text), (s) => s.segment.trim()).filter(Boolean);
}

function cutWords(sentence: string, budget: number): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const word of sentence.split(/\s+/)) {
    if (current.length && estimateTokens([...current, word].join(' ')) > budget) {
      out.push(current.join(' '));
      current = [];
    }
    // A single "word" longer than the window (a URL, a hash) is cut by characters.
    if (estimateTokens(word) > budget) {
      for (let i = 0; i < word.length; i += budget * 3) out.push(word.slice(i, i + budget * 3));
      continue;
    }
    current.push(word);
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

export function fitWindows(piece: Piece, budget = WINDOW_TOKENS): Piece[] {
  if (estimateTokens(piece.text) <= budget) return [piece];
  const units = sentences(piece.text).flatMap((s) => (estimateTokens(s) > budget ? cutWords(s, budget) : [s]));
  const windows: Piece[] = [];
  let current = '';
  for (const unit of units) {
    const joined = current ? `${current} ${unit}` : unit;
    if (current && estimateTokens(joined) > budget) {
      windows.push({ ...piece, text: current, boundary: piece.boundary === 'code' ? 'code' : 'sentence' });
      current = unit;
    } else current = joined;
  }
  if (current) windows.push({ ...piece, text: current, boundary: piece.boundary === 'code' ? 'code' : 'sentence' });
  return windows;
}
