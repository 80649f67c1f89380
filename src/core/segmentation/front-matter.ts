// YAML front matter (Obsidian, Jekyll, our own vault export) is metadata, not text: its title becomes the
// outermost context and its date says when the note was written.
import { parse } from 'yaml';

export interface FrontMatter {
  title?: string;
  /** `date`, `created` or `generated`, when it is a real date. */
  writtenAt?: number;
  /** `aliases` / `alias`: other names of what the note is about. */
  aliases?: string[];
  /** `tags` / `tag`. */
  tags?: string[];
}

/** A YAML list or a comma-separated string, as strings. */
function names(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return items
    .flatMap((x) => (typeof x === 'string' || typeof x === 'number' ? [String(x).trim()] : []))
    .filter(Boolean);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

function asTime(v: unknown): number | undefined {
  const t = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(t) ? t : undefined;
}

/** Splits a markdown source into its front matter (if any) and the body after it. */
export function splitFrontMatter(raw: string): { front: FrontMatter | undefined; body: string } {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { front: undefined, body: raw };
  const body = raw.slice(match[0].length);
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch {
    // Front matter that is not valid YAML still is not text; a title line is still worth keeping.
    const title = match[1]
      ?.match(/^title:\s*(.+)$/m)?.[1]
      ?.trim()
      .replace(/^["']|["']$/g, '');
    return { front: title ? { title } : {}, body };
  }
  const fields = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const title = typeof fields.title === 'string' || typeof fields.title === 'number' ? String(fields.title) : '';
  const writtenAt = asTime(fields.date ?? fields.created ?? fields.generated);
  const aliases = names(fields.aliases ?? fields.alias);
  const tags = names(fields.tags ?? fields.tag).map((t) => t.replace(/^#/, ''));
  return {
    front: {
      ...(aliases.length ? { aliases } : {}),
      ...(tags.length ? { tags } : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(writtenAt !== undefined ? { writtenAt } : {}),
    },
    body,
  };
}
