// Fitting pieces to the model's window: long pieces are cut between lines, then at sentence boundaries, and a
// sentence that is still too long is cut between words.
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

/** A sentence (or a cut of one) of a long piece; `opens` when it begins a line of the piece. */
interface Unit {
  text: string;
  opens: boolean;
}

/** The units a long piece is cut between: its sentences, line by line (wink reads on across a line's end). */
function units(text: string, budget: number, measure: Measure): Unit[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((line) =>
      sentences(line)
        .flatMap((s) => (measure(s) > budget ? cutWords(s, budget, measure) : [s]))
        .map((unit, i) => ({ text: unit, opens: i === 0 })),
    );
}

/** Units as one text: the lines a piece kept stay lines. */
const joined = (us: readonly Unit[]): string =>
  us.map((u, i) => (i === 0 ? u.text : `${u.opens ? '\n' : ' '}${u.text}`)).join('');

export function fitWindows(piece: Piece, budget = WINDOW_TOKENS, measure: Measure = estimateTokens): Piece[] {
  if (measure(piece.text) <= budget) return [piece];
  const windows: Piece[] = [];
  const emit = (us: readonly Unit[]): void => {
    windows.push({ ...piece, text: joined(us), boundary: piece.boundary === 'code' ? 'code' : 'sentence' });
  };
  let current: Unit[] = [];
  for (const unit of units(piece.text, budget, measure)) {
    if (current.length && measure(joined([...current, unit])) > budget) {
      // A window ends where a line does (a chat's message stays with who sent it, a record's field with its
      // label) when that leaves it at least half full; else where the sentences fill it.
      const line = current.findLastIndex((u, i) => i > 0 && u.opens);
      const cut = line > 0 && measure(joined(current.slice(0, line))) * 2 >= budget ? line : current.length;
      emit(current.slice(0, cut));
      current = current.slice(cut);
      if (current.length && measure(joined([...current, unit])) > budget) {
        emit(current);
        current = [];
      }
    }
    current.push(unit);
  }
  if (current.length) emit(current);
  return windows;
}
