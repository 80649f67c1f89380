// Where our markdown export puts its files, without loading the parser: the feed asks this of every drop.
const parent = (path: string): string => path.split('/').at(-2) ?? '';

export const isGardenPath = (path: string): boolean => parent(path) === 'garden' && path.endsWith('.md');
export const isArchivePath = (path: string): boolean =>
  parent(path) === 'archive' && /\/\d{4}-\d{2}-\d{2}\.md$/.test(`/${path}`);

export const isRelationsPath = (path: string): boolean => parent(path) === 'rhizome' && path.endsWith('/relations.md');

/** `…/garden/*.md`, `…/archive/YYYY-MM-DD.md` and `…/rhizome/relations.md`. */
export const isVaultPath = (path: string): boolean =>
  isGardenPath(path) || isArchivePath(path) || isRelationsPath(`/${path}`);
