// A note's text as blocks the UI draws with its own elements (see Inline): read by the same lexer and the same
// rules the segmenter used, so each segment finds the block it was cut from. Nothing becomes HTML.
import { Lexer, type Token, type Tokens } from 'marked';
import { splitFrontMatter } from '../../core/segmentation/front-matter';
import { fileTarget, pageKey, WIKI_LINK } from '../../core/segmentation/links';
import { plainInline, propertyText, untab } from '../../core/segmentation/markdown';
import type { Boundary, Segment } from '../../core/types';
import type { Inline, NoteBlock, SegmentMark } from './garden-api';

/** Finds the note the garden holds under a page name. */
export type Resolve = (name: string) => string | undefined;

/** A place a segment can belong to: a block, or a row of a table. */
interface Slot {
  /** Its text as the segmenter read it, reduced to letters and digits. */
  key: string;
  segments: SegmentMark[];
}

const WEB = /^(https?:|mailto:)/i;

/** Letters and digits only: markup, spacing and punctuation do not tell a block's text from its segment's. */
const key = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Plain text with its wiki links as page links. */
function withPages(text: string, resolve: Resolve): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of text.matchAll(WIKI_LINK)) {
    if (m.index > at) out.push({ t: 'text', v: text.slice(at, m.index) });
    const name = (m[1] ?? '').trim();
    const sourceId = resolve(name);
    out.push({ t: 'page', name, shown: (m[3] ?? '').trim() || name, ...(sourceId ? { sourceId } : {}) });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ t: 'text', v: text.slice(at) });
  return out;
}

function inline(tokens: readonly Token[], resolve: Resolve): Inline[] {
  const out: Inline[] = [];
  // Consecutive text is joined first: a wiki link may reach across the lexer's text tokens.
  let text = '';
  const flush = (): void => {
    if (text) out.push(...withPages(text, resolve));
    text = '';
  };
  for (const t of tokens) {
    switch (t.type) {
      case 'strong':
      case 'em':
      case 'del':
        flush();
        out.push({ t: t.type, c: inline((t as Tokens.Strong).tokens, resolve) });
        break;
      case 'codespan':
        flush();
        out.push({ t: 'code', v: (t as Tokens.Codespan).text });
        break;
      case 'br':
        flush();
        out.push({ t: 'break' });
        break;
      case 'link': {
        flush();
        const link = t as Tokens.Link;
        const shown = inline(link.tokens, resolve);
        const name = fileTarget(link.href);
        const sourceId = name === undefined ? undefined : resolve(name);
        if (WEB.test(link.href)) out.push({ t: 'link', href: link.href, c: shown });
        else if (name !== undefined) out.push({ t: 'page', name, shown: link.text, ...(sourceId ? { sourceId } : {}) });
        else out.push(...shown);
        break;
      }
      case 'image':
        text += (t as Tokens.Image).text;
        break;
      case 'text':
      case 'escape':
        if ('tokens' in t && t.tokens?.length) {
          flush();
          out.push(...inline(t.tokens, resolve));
        } else text += (t as Tokens.Text).text;
        break;
      default:
        // Inline HTML and anything else: shown as the characters it is, never as markup.
        text += t.raw;
    }
  }
  flush();
  return out;
}

/** A paragraph's lines without the outliner's own properties, the user's shown as "key: value". */
const shownLines = (text: string): string =>
  text
    .split('\n')
    .flatMap((line) => propertyText(line) ?? [])
    .join('\n');

/** The blocks of a markdown note, and the slots its segments are placed in, in reading order. */
export function markdownBlocks(markdown: string, resolve: Resolve): { blocks: NoteBlock[]; slots: Slot[] } {
  const blocks: NoteBlock[] = [];
  const slots: Slot[] = [];
  /**
   * Where the segments of what follows go: a new slot for its text, or (inside a list item, which the
   * segmenter read as one piece with its code and tables) no slot of its own.
   */
  const slot = (text: string | undefined): SegmentMark[] => {
    const segments: SegmentMark[] = [];
    if (text !== undefined) slots.push({ key: key(text), segments });
    return segments;
  };
  const block = (kind: 'heading' | 'paragraph' | 'item' | 'quote', depth: number, source: string, own: boolean) => {
    const shown = shownLines(source);
    if (!shown.trim()) return;
    const segments = slot(own ? plainInline(source) : undefined);
    blocks.push({ kind, depth, inline: inline(Lexer.lexInline(shown), resolve), segments });
  };
  const walk = (tokens: readonly Token[], depth: number, own = true): void => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading':
          block('heading', (token as Tokens.Heading).depth, (token as Tokens.Heading).text, own);
          break;
        case 'paragraph':
        case 'text':
          block('paragraph', depth, (token as Tokens.Paragraph).text, own);
          break;
        case 'blockquote':
          block('quote', depth, (token as Tokens.Blockquote).text, own);
          break;
        case 'html':
          block('paragraph', depth, (token as Tokens.HTML).text, own);
          break;
        case 'code': {
          const text = (token as Tokens.Code).text;
          blocks.push({
            kind: 'code',
            depth,
            inline: [{ t: 'text', v: text }],
            segments: slot(own ? text : undefined),
          });
          break;
        }
        case 'list':
          for (const item of (token as Tokens.List).items) listItem(item, depth);
          break;
        case 'table': {
          const table = token as Tokens.Table;
          const header = table.header.map((c) => c.text).join(' | ');
          const rows = table.rows.map((row) => ({
            cells: row.map((c) => inline(c.tokens, resolve)),
            segments: slot(own ? plainInline(`${header}: ${row.map((c) => c.text).join(' | ')}`) : undefined),
          }));
          blocks.push({ kind: 'table', depth, header: table.header.map((c) => inline(c.tokens, resolve)), rows });
          break;
        }
        default:
          break;
      }
    }
  };
  /** A bullet: its own text (code and tables included) is one piece to the segmenter, so one slot here. */
  const listItem = (item: Tokens.ListItem, depth: number): void => {
    const own = item.tokens.filter((t) => t.type !== 'list');
    const text = own.map((t): string => ('text' in t ? String(t.text) : t.raw)).join('\n');
    const [first, ...rest] = own;
    // An outliner's heading bullet ("- ## Usage") is a heading where it stands.
    if (first?.type === 'heading' && rest.length === 0)
      block('heading', (first as Tokens.Heading).depth, (first as Tokens.Heading).text, true);
    else {
      const lead = first && (first.type === 'text' || first.type === 'paragraph') ? (first as Tokens.Text) : undefined;
      const segments = slot(plainInline(text));
      blocks.push({
        kind: 'item',
        depth,
        inline: lead ? inline(Lexer.lexInline(shownLines(lead.text)), resolve) : [],
        segments,
      });
      walk(lead ? rest : own, depth + 1, false);
    }
    walk(
      item.tokens.filter((t) => t.type === 'list'),
      depth + 1,
    );
  };
  walk(new Lexer({ gfm: true }).lex(untab(splitFrontMatter(markdown).body)), 0);
  return { blocks, slots };
}

const BLOCK_OF: Record<Boundary, 'heading' | 'paragraph' | 'item' | 'quote' | 'code'> = {
  heading: 'heading',
  paragraph: 'paragraph',
  'list-item': 'item',
  code: 'code',
  turn: 'paragraph',
  quote: 'quote',
  table: 'paragraph',
  sentence: 'paragraph',
};

/**
 * A note whose text was not kept, or is not markdown: its segments in order, under their headings. A
 * segment is plain text already (the segmenter read any HTML), so nothing in it is markup.
 */
export function segmentBlocks(segments: readonly Segment[], mark: (s: Segment) => SegmentMark): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  let trail: string[] = [];
  for (const s of segments) {
    const shared = trail.findIndex((h, i) => s.context[i] !== h);
    const keep = shared === -1 ? trail.length : shared;
    for (const [i, heading] of s.context.slice(keep).entries())
      blocks.push({
        kind: 'heading',
        depth: Math.min(6, keep + i + 1),
        inline: [{ t: 'text', v: heading }],
        segments: [],
      });
    trail = s.context;
    blocks.push({ kind: BLOCK_OF[s.boundary], depth: 0, inline: [{ t: 'text', v: s.text }], segments: [mark(s)] });
  }
  return blocks;
}

/**
 * Each segment in the first block from where the last one stood whose text holds it (a long block was cut
 * into several). Those no block holds come back, to be shown after the text: nothing is left unshown.
 */
export function placeSegments(
  slots: readonly Slot[],
  segments: readonly Segment[],
  mark: (s: Segment) => SegmentMark,
): Segment[] {
  const unplaced: Segment[] = [];
  let at = 0;
  for (const s of segments) {
    const wanted = key(s.text);
    let found = -1;
    for (let i = at; i < slots.length && found < 0; i++) if ((slots[i] as Slot).key.includes(wanted)) found = i;
    // A letter's greeting and sign-off are cut with the paragraph beside them (see segment.ts): of the two or
    // three blocks that make the segment, the longest holds it.
    for (let i = at; i < slots.length && found < 0; i++)
      for (const n of [2, 3]) {
        const run = slots.slice(i, i + n);
        if (found >= 0 || run.length < n || run.map((r) => r.key).join('') !== wanted) continue;
        const longest = run.reduce((best, r, k) => (r.key.length > (run[best]?.key.length ?? 0) ? k : best), 0);
        found = i + longest;
      }
    if (found < 0) {
      unplaced.push(s);
      continue;
    }
    (slots[found] as Slot).segments.push(mark(s));
    at = found;
  }
  return unplaced;
}

/** Every name a note goes by: its title and the aliases it declares. */
export const namesOf = (source: { title: string; aliases?: Record<string, string> }): string[] => [
  pageKey(source.title),
  ...Object.keys(source.aliases ?? {}).map(pageKey),
];
