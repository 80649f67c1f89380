// Markdown structure through a real lexer (marked): headings, paragraphs, list items (outline bullets),
// code fences, quotes and tables each become pieces. Logseq-style `key:: value` property lines are a user's
// data ("author:: Ann Lee") unless their key is one the outliner itself writes (ids, folding, card schedules).
import { Lexer, type Token, type Tokens } from 'marked';
import { splitFrontMatter } from './front-matter';
import { HeadingTrail, joinLines, type Piece } from './piece';

const PROPERTY_LINE = /^\s*([\w.-]+)::(?:\s(.*))?$/;
/**
 * The keys Logseq writes and reads for itself (its built-in properties): they say how a block is shown or
 * scheduled, not anything about the world.
 */
const OUTLINER_KEYS =
  /^(?:id|collapsed|heading|title|alias|tags|filters|public|icon|template|template-including-parent|background-color|background-image|query-table|query-properties|query-sort-by|query-sort-desc|ls-type|hl-type|hl-page|hl-stamp|hl-color|(?:logseq\.)?order-list-type|created-at|updated-at|created_at|updated_at|exclude-from-graph-view|card-[\w-]+)$/i;

/** A property line as the text it states ("payment-terms:: net 30" → "payment-terms: net 30"), or nothing. */
export function propertyText(line: string): string | undefined {
  const m = PROPERTY_LINE.exec(line);
  if (!m) return line;
  const [, key = '', value = ''] = m;
  return OUTLINER_KEYS.test(key) || !value.trim() ? undefined : `${key}: ${value.trim()}`;
}
// `[[Page]]` reads as "Page"; Obsidian's `[[Page|shown text]]` as the text it shows.
const WIKI_LINK = /\[\[(?:[^\]|]+\|)?([^\]]+)\]\]/g;

/** The text an inline token shows: emphasis, links and code spans without their markup; inline HTML as a gap. */
function shownText(tokens: readonly Token[]): string {
  return tokens
    .map((t): string => {
      if (t.type === 'html') return ' ';
      if (t.type === 'br') return '\n';
      if (t.type === 'image') return (t as Tokens.Image).text;
      if ('tokens' in t && t.tokens) return shownText(t.tokens);
      return 'text' in t ? String(t.text) : t.raw;
    })
    .join('');
}

/**
 * Inline markdown to plain text: link labels kept, markup dropped. Read by the lexer, so an underscore inside
 * a word ("electricity_standing_charge") is part of it, as CommonMark says.
 */
export function plainInline(text: string): string {
  const lines = text
    .split('\n')
    .flatMap((line) => propertyText(line) ?? [])
    .join('\n')
    .replace(WIKI_LINK, '$1');
  return joinLines(shownText(Lexer.lexInline(lines)));
}

function listItemText(item: Tokens.ListItem): string {
  // The item's own text, without its nested list (children are pieces of their own).
  const own = item.tokens.filter((t) => t.type !== 'list').map((t): string => ('text' in t ? String(t.text) : t.raw));
  return plainInline(own.join('\n'));
}

/**
 * Outliners (Logseq) nest bullets with tabs; to a markdown lexer four columns of indent after a heading
 * mean an indented code block. Two spaces per leading tab keeps the nesting and loses the misreading.
 */
export function untab(source: string): string {
  return source.replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length));
}

export function markdownPieces(raw: string): Piece[] {
  const pieces: Piece[] = [];
  const headings = new HeadingTrail();
  // Front matter is metadata; its title (if any) is the outermost context.
  const { front, body } = splitFrontMatter(raw);
  if (front?.title) headings.enter(0, front.title);
  const source = untab(body);
  const push = (text: string, boundary: Piece['boundary']): void => {
    if (text) pieces.push({ text, boundary, context: headings.path });
  };

  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading': {
          const h = token as Tokens.Heading;
          headings.enter(h.depth, plainInline(h.text));
          break;
        }
        case 'paragraph':
        case 'text':
          push(plainInline((token as Tokens.Paragraph).text), 'paragraph');
          break;
        case 'list':
          for (const item of (token as Tokens.List).items) {
            push(listItemText(item), 'list-item');
            walk(item.tokens.filter((t) => t.type === 'list'));
          }
          break;
        case 'code':
          push((token as Tokens.Code).text.trim(), 'code');
          break;
        case 'blockquote':
          push(plainInline((token as Tokens.Blockquote).text), 'quote');
          break;
        case 'table': {
          const t = token as Tokens.Table;
          const header = t.header.map((c) => c.text).join(' | ');
          for (const row of t.rows) push(plainInline(`${header}: ${row.map((c) => c.text).join(' | ')}`), 'table');
          break;
        }
        case 'html':
          push(plainInline((token as Tokens.HTML).text), 'paragraph');
          break;
        default:
          break;
      }
    }
  };
  walk(new Lexer({ gfm: true }).lex(source));

  // A document of headings alone still says something: keep the headings then.
  if (pieces.length === 0) {
    for (const token of new Lexer().lex(source))
      if (token.type === 'heading')
        pieces.push({ text: plainInline((token as Tokens.Heading).text), boundary: 'heading', context: [] });
  }
  return pieces;
}
