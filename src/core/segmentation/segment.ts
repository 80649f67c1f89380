// Segmentation ("peristalsis"): cut a source where one idea ends and another begins, then weigh each cut.
import type { Segment, SourceKind } from '../model';
import { estimateTokens } from '../text/terms';
import { density } from './density';
import { conversationPieces } from './conversation';
import { htmlPieces } from './html';
import { markdownPieces } from './markdown';
import type { Piece } from './piece';
import { textPieces } from './text';
import { fitWindows, WINDOW_TOKENS, type Measure } from './windows';

export type SegmentDraft = Omit<Segment, 'id' | 'sourceId' | 'index'>;

const PIECES: Record<SourceKind, (text: string) => Piece[]> = {
  markdown: markdownPieces,
  text: textPieces,
  html: htmlPieces,
  conversation: conversationPieces,
};

/** Pieces without a single letter or digit (a lone bullet, a rule) carry nothing. */
const hasContent = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/**
 * Cuts a source into segments that fit the model. `measure` counts tokens the way the model does (an
 * estimate by default); `budget` is the model's window, less a small margin for its own markers.
 */
export function segment(
  text: string,
  kind: SourceKind,
  measure: Measure = estimateTokens,
  budget = WINDOW_TOKENS - 2,
): SegmentDraft[] {
  return PIECES[kind](text)
    .flatMap((p) => fitWindows(p, budget, measure))
    .filter((p) => hasContent(p.text))
    .map((p) => ({
      text: p.text,
      boundary: p.boundary,
      context: p.context,
      mass: measure(p.text),
      density: density(p.text),
    }));
}
