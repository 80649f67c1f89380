// The core pack: the relation enzyme of the foundation (confirm, challenge, novel, stale) and the provenance
// enzyme that records where a segment came from (its kind, folder and tags) for sections. Always on.
import type { Enzyme, Pack } from '../enzymes/enzyme';
import { judge } from '../enzymes/verdict';
import type { NodeLabels, Source } from '../types';
import { splitFrontMatter } from '../segmentation/front-matter';

const relation: Enzyme = {
  id: 'core/relation',
  description: 'Compares the segment with its neighbours: confirm, challenge, novel or stale, with a salience.',
  digest: ({ arrival, draft, near }) => {
    const verdict = judge(arrival, draft, near);
    return { verdict, reason: verdict.reason };
  },
};

const TAG = /(?:^|\s)#(?:\[\[([^\]]+)\]\]|([\p{L}\p{N}][\p{L}\p{N}_/-]*))/gu;
const TAGS_PROPERTY = /^\s*-?\s*tags::\s*(.+)$/im;

/** A source's own tags (front matter, a Logseq `tags::` property), read once per source. */
const sourceTags = new WeakMap<Source, string[]>();
function tagsOfSource(source: Source, text: string): string[] {
  let tags = sourceTags.get(source);
  if (!tags) {
    const found = new Set<string>();
    for (const t of splitFrontMatter(text).front?.tags ?? []) found.add(t.toLowerCase());
    for (const t of TAGS_PROPERTY.exec(text)?.[1]?.split(',') ?? []) {
      const name = t.trim().replace(/^#|\[\[|\]\]/g, '');
      if (name) found.add(name.toLowerCase());
    }
    sourceTags.set(source, (tags = [...found]));
  }
  return tags;
}

/** Tags of a segment: its source's, and the `#tags` in the segment itself. */
function tagsOf(source: Source, sourceText: string, segmentText: string): string[] {
  const tags = new Set(tagsOfSource(source, sourceText));
  for (const m of segmentText.matchAll(TAG)) tags.add((m[1] ?? m[2] ?? '').toLowerCase());
  tags.delete('');
  return [...tags];
}

const provenance: Enzyme = {
  id: 'core/provenance',
  description: 'Records the source kind, folder and tags, which sections gather by.',
  digest: ({ arrival, source, sourceText }) => {
    const path = source.origin.includes('/') && !/^[a-z]+:\/\//i.test(source.origin) ? source.origin : '';
    const folder = path ? path.slice(0, path.lastIndexOf('/')) : '';
    const tags = tagsOf(source, sourceText, arrival.text);
    const labels: NodeLabels = { kind: source.kind, ...(folder ? { folder } : {}), ...(tags.length ? { tags } : {}) };
    const where = [source.kind, folder && `folder ${folder}`, tags.length && `tags ${tags.join(', ')}`];
    return { labels, reason: where.filter(Boolean).join(' · ') };
  },
};

export const corePack: Pack = {
  id: 'core',
  name: 'Core',
  description: 'Confirm, challenge, novel or stale; where each segment came from.',
  required: true,
  enzymes: [relation, provenance],
};
