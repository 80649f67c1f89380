// The pages a note links to, read through the markdown lexer: `[[Page]]` and `[[Page|shown]]` (Logseq,
// Obsidian), `#[[Page]]`, and a markdown link to another `.md` file. Code is quoted text, never a link.
import { Lexer, type Token, type Tokens } from 'marked';
import { splitFrontMatter } from './front-matter';
import { untab } from './markdown';

/** `[[Page]]`, `[[Page#Heading]]`, `[[Page|shown]]`: group 1 the page, group 3 the shown text. */
export const WIKI_LINK = /\[\[([^\]|#]+)(#[^\]|]*)?(?:\|([^\]]*))?\]\]/g;
const FILE_NAME = /\.(md|markdown|txt|html?)$/i;

function wikiTargets(text: string): string[] {
  return [...text.matchAll(WIKI_LINK)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
}

/** A relative link to another note file ("../pages/Setup.md", "Setup%20guide.md#install") as its page name. */
export function fileTarget(href: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0] ?? '';
  if (!/\.(md|markdown)$/i.test(path)) return undefined;
  let name = path.split('/').pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A stray "%" in a file name: the name as written.
  }
  return name.replace(FILE_NAME, '').trim() || undefined;
}

/** Inline markdown's links, in order: wiki links in its text outside code spans, and links to note files. */
function inline(tokens: readonly Token[], into: string[]): void {
  // A link to a file is read as the wiki link it means, so both kinds are found in one pass, in order.
  const text = (list: readonly Token[]): string =>
    list
      .map((t): string => {
        if (t.type === 'codespan') return ' ';
        if (t.type === 'link') {
          const target = fileTarget((t as Tokens.Link).href);
          return target && !/[[\]|#]/.test(target) ? `[[${target}]]` : ' ';
        }
        return 'tokens' in t && t.tokens ? text(t.tokens) : t.raw;
      })
      .join('');
  into.push(...wikiTargets(text(tokens)));
}

function blocks(tokens: readonly Token[], into: string[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph':
      case 'heading':
      case 'text':
        inline(token.tokens ?? Lexer.lexInline(token.raw), into);
        break;
      case 'blockquote':
        blocks((token as Tokens.Blockquote).tokens, into);
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) blocks(item.tokens, into);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) inline(cell.tokens, into);
        break;
      }
      default:
        break; // code is quoted text; html and rules link nothing
    }
  }
}

/** The pages a markdown note links to, each once, in the order they first appear. */
export function pageLinks(markdown: string): string[] {
  const { body } = splitFrontMatter(markdown);
  const found: string[] = [];
  blocks(new Lexer({ gfm: true }).lex(untab(body)), found);
  const seen = new Set<string>();
  return found.filter((name) => {
    const key = pageKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The one form a page's name takes whichever way it is written: as a title, a file name with its folder
 * ("pages/Setup Guide.md"), Logseq's file name for a namespaced page ("tools___hammer.md" is "tools/hammer"),
 * or a link. Case and spacing do not tell pages apart.
 */
export function pageKey(name: string): string {
  let key = name.trim();
  if (FILE_NAME.test(key)) {
    key = (key.split('/').pop() ?? key).replace(FILE_NAME, '');
    key = key.replace(/___/g, '/').replace(/%2F/gi, '/');
  }
  return key.toLowerCase().replace(/\s+/g, ' ');
}
