// Aliases a note declares for what it is about: a Logseq `alias::` property or front-matter `aliases`. The
// note's title is the canonical name; variants are matched case-insensitively.
import { splitFrontMatter } from '../segmentation/front-matter';

const ALIAS_PROPERTY = /^\s*-?\s*alias::\s*(.+)$/im;

export function declaredAliases(text: string, title: string): Record<string, string> {
  const canonical = title.replace(/\.(md|markdown|txt)$/i, '').trim();
  if (!canonical) return {};
  const variants = [
    ...(splitFrontMatter(text).front?.aliases ?? []),
    ...(ALIAS_PROPERTY.exec(text)?.[1]?.split(',') ?? []),
  ]
    .map((v) =>
      v
        .trim()
        .replace(/^\[\[|\]\]$/g, '')
        .trim(),
    )
    .filter((v) => v && v.toLowerCase() !== canonical.toLowerCase());
  return Object.fromEntries(variants.map((v) => [v.toLowerCase(), canonical]));
}
