// Segmentation ("peristalsis"): cut a source where one idea ends and another begins, then weigh each cut.
import type { Segment, SourceKind } from '../types';
import { estimateTokens } from '../text/terms';
import { density } from './density';
import { cardPieces } from './card';
import { conversationPieces } from './conversation';
import { htmlPieces } from './html';
import { jsonPieces } from './json';
import { markdownPieces } from './markdown';
import type { Piece } from './piece';
import { tablePieces } from './table';
import { textPieces } from './text';
import { fitWindows, WINDOW_TOKENS, type Measure } from './windows';

export type SegmentDraft = Omit<Segment, 'id' | 'sourceId' | 'index'>;

const PIECES: Record<SourceKind, (text: string) => Piece[]> = {
  markdown: (text) => recordPieces(text) ?? markdownPieces(text),
  text: (text) => recordPieces(text) ?? textPieces(text),
  html: htmlPieces,
  conversation: conversationPieces,
};

/** A note that is one kind of record whole (a JSON object, a table, a card or calendar) is cut by its records. */
const recordPieces = (text: string): Piece[] | null => jsonPieces(text) ?? tablePieces(text) ?? cardPieces(text);

/** Pieces without a single letter or digit (a lone bullet, a rule) carry nothing. */
const hasContent = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/**
 * Cuts a source into segments that fit the model. `count` counts tokens the way the model does (an
 * estimate by default); `budget` is the model's window, less a small margin for its own markers.
 */
export function segment(
  text: string,
  kind: SourceKind,
  count: Measure = estimateTokens,
  budget = WINDOW_TOKENS - 2,
): SegmentDraft[] {
  // Whether a piece fits is all the cut needs, and a tokenizer pass is dear. A text of b UTF-8 bytes holds at
  // most b + 3 tokens (a piece covers at least a byte, a word-start marker may stand alone, and the model adds
  // two of its own), so a short text fits without one.
  const measure = (t: string): number => {
    const bound = utf8Bytes(t) + 3;
    return bound <= budget ? bound : count(t);
  };
  return joinLetterEnds(PIECES[kind](text))
    .flatMap((p) => fitWindows(p, budget, measure))
    .filter((p) => hasContent(p.text))
    .map((p) => ({
      text: p.text,
      boundary: p.boundary,
      context: p.context,
      mass: estimateTokens(p.text),
      density: density(p.text),
    }));
}

/**
 * A letter's salutation and its valediction ("Hi Alex,", "Cheers, Maya"): a few words with a comma, no digit.
 * They say who writes to whom, not a thing of their own: each joins the paragraph next to it, so a search finds
 * the letter, not its greeting, and the names stay searchable with it.
 */
function joinLetterEnds(pieces: Piece[]): Piece[] {
  const slight = (p: Piece | undefined, shape: RegExp): boolean =>
    p?.boundary === 'paragraph' && shape.test(p.text) && !/\d/.test(p.text) && p.text.split(/\s+/).length <= 4;
  const beside = (a: Piece | undefined, b: Piece | undefined): b is Piece =>
    b?.boundary === 'paragraph' && a?.context.join('\n') === b.context.join('\n');
  const out = [...pieces];
  const [first, second] = out;
  if (out.length >= 2 && slight(first, /,$/) && beside(first, second))
    out.splice(0, 2, { ...second, text: `${first?.text ?? ''}\n${second.text}` });
  const [before, last] = out.slice(-2);
  if (out.length >= 2 && slight(last, /^[^,]+,\s*\S/) && beside(last, before))
    out.splice(-2, 2, { ...before, text: `${before.text}\n${last?.text ?? ''}` });
  return out;
}

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A surrogate pair is one four-byte character: two halves of two bytes each.
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 2 : 3;
  }
  return bytes;
}
