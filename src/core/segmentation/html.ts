// HTML through a real parser (htmlparser2): the main content only, no scripts, styles or navigation.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { append } from '../append';
import { HeadingTrail, squash, type Piece } from './piece';

const DROP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'iframe',
  'svg',
  'button',
  'select',
  'object',
  'embed',
  'canvas',
  'head',
  'title',
  'meta',
  'link',
]);
const HEADING = /^h([1-6])$/;
const BLOCK_PIECES: Record<string, Piece['boundary']> = {
  p: 'paragraph',
  li: 'list-item',
  dd: 'paragraph',
  dt: 'paragraph',
  figcaption: 'paragraph',
  pre: 'code',
  blockquote: 'quote',
  tr: 'table',
};
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'main',
  'body',
  'html',
  'ul',
  'ol',
  'dl',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'figure',
  'details',
  'summary',
  'center',
  'span',
]);

const isElement = (n: ChildNode): n is Element => 'name' in n && 'children' in n;

function textOf(node: ChildNode): string {
  if ('data' in node && node.nodeType === 3) return node.data;
  if (!isElement(node) || DROP.has(node.name)) return '';
  const sep = node.name === 'br' || node.name === 'td' || node.name === 'th' ? ' ' : '';
  return node.children.map(textOf).join(sep) + sep;
}

function findMain(root: ChildNode[]): ChildNode[] {
  const queue = [...root];
  let body: Element | undefined;
  // Breadth first, read by position: shifting a queue is quadratic on a page of many thousands of elements.
  for (let at = 0; at < queue.length; at++) {
    const n = queue[at];
    if (!n || !isElement(n)) continue;
    if (n.name === 'main' || n.name === 'article' || n.attribs.role === 'main') return n.children;
    if (n.name === 'body') body = n;
    append(queue, n.children);
  }
  return body ? body.children : root;
}

/** The page's own name, its `<title>`, if it gives one: what a user calls a saved page, not its file name. */
export function htmlTitle(html: string): string | undefined {
  const queue: ChildNode[] = [...parseDocument(html, { decodeEntities: true }).children];
  for (let at = 0; at < queue.length; at++) {
    const n = queue[at];
    if (!n || !isElement(n)) continue;
    if (n.name === 'title') {
      const title = squash(n.children.map((c) => ('data' in c && c.nodeType === 3 ? c.data : '')).join(''));
      return title || undefined;
    }
    if (n.name !== 'body') append(queue, n.children);
  }
  return undefined;
}

export function htmlPieces(html: string): Piece[] {
  const doc = parseDocument(html, { decodeEntities: true });
  const pieces: Piece[] = [];
  const headings = new HeadingTrail();
  let loose: string[] = [];
  const flush = (): void => {
    const text = squash(loose.join(' '));
    if (text) pieces.push({ text, boundary: 'paragraph', context: headings.path });
    loose = [];
  };

  const walk = (nodes: ChildNode[]): void => {
    for (const n of nodes) {
      if ('data' in n && n.nodeType === 3) {
        loose.push(n.data);
        continue;
      }
      if (!isElement(n) || DROP.has(n.name)) continue;
      const h = HEADING.exec(n.name);
      if (h) {
        flush();
        headings.enter(Number(h[1]), squash(textOf(n)));
      } else if (
        n.name in BLOCK_PIECES &&
        !(n.name === 'li' && n.children.some((c) => isElement(c) && (c.name === 'ul' || c.name === 'ol')))
      ) {
        flush();
        const boundary = BLOCK_PIECES[n.name] ?? 'paragraph';
        const text = boundary === 'code' ? textOf(n).trim() : squash(textOf(n));
        if (text) pieces.push({ text, boundary, context: headings.path });
      } else if (CONTAINERS.has(n.name) || n.name === 'li') {
        flush();
        walk(n.children);
        flush();
      } else {
        loose.push(textOf(n));
      }
    }
  };
  walk(findMain(doc.children));
  flush();
  return pieces;
}
