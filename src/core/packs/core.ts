// The core pack: the relation enzyme of the foundation (confirm, challenge, novel, stale) and the provenance
// enzyme that records where a segment came from (its kind, folder and tags) for sections. Always on.
import type { Enzyme, Pack } from '../enzymes/enzyme';
import { judge } from '../enzymes/verdict';
import type { NodeLabels } from '../model';
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

/** Tags of a source: front matter, a Logseq `tags::` property, and `#tags` in the segment itself. */
function tagsOf(sourceText: string | undefined, segmentText: string): string[] {
  const tags = new Set<string>();
  if (sourceText) {
    for (const t of splitFrontMatter(sourceText).front?.tags ?? []) tags.add(t.toLowerCase());
    const prop = TAGS_PROPERTY.exec(sourceText)?.[1];
    for (const t of prop?.split(',') ?? []) {
      const name = t.trim().replace(/^#|\[\[|\]\]/g, '');
      if (name) tags.add(name.toLowerCase());
    }
  }
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
    const tags = tagsOf(sourceText, arrival.text);
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
