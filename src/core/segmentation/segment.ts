// Segmentation ("peristalsis"): cut a source where one idea ends and another begins, then weigh each cut.
import type { Segment, SourceKind } from '../model';
import { estimateTokens } from '../text/terms';
import { density } from './density';
import { htmlPieces } from './html';
import { markdownPieces } from './markdown';
import type { Piece } from './piece';
import { textPieces } from './text';
import { fitWindows } from './windows';

export type SegmentDraft = Omit<Segment, 'id' | 'sourceId' | 'index'>;

const PIECES: Record<SourceKind, (text: string) => Piece[]> = {
  markdown: markdownPieces,
  text: textPieces,
  html: htmlPieces,
};

/** Pieces without a single letter or digit (a lone bullet, a rule) carry nothing. */
const hasContent = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

export function segment(text: string, kind: SourceKind): SegmentDraft[] {
  return PIECES[kind](text)
    .flatMap((p) => fitWindows(p))
    .filter((p) => hasContent(p.text))
    .map((p) => ({
      text: p.text,
      boundary: p.boundary,
      context: p.context,
      mass: estimateTokens(p.text),
      density: density(p.text),
    }));
}
