// Sections (the WRITE-path seed): a folder, a tag, a source kind or an entry type whose knowledge churns at its
// own rate ("session memory ages at 45 days, domain knowledge at 90"). The first section a node belongs to
// decides its decay; a node in none decays by its trust class.
import type { GardenNode } from '../types';
import type { Section, Settings } from '../settings';

export function inSection(node: Pick<GardenNode, 'labels'>, section: Section): boolean {
  const l = node.labels;
  const want = section.value
    .trim()
    .toLowerCase()
    .replace(/^#|\/+$/g, '');
  if (!l || !want) return false;
  switch (section.field) {
    case 'folder': {
      // "journals" gathers journals/, vault/journals/ and journals/2026/ alike.
      const folder = l.folder?.toLowerCase();
      return folder !== undefined && `/${folder}/`.includes(`/${want}/`);
    }
    case 'tag':
      return (l.tags ?? []).some((t) => t.toLowerCase() === want);
    case 'kind':
      return l.kind === want;
    case 'type':
      return l.type === want;
  }
}

export function sectionOf(node: Pick<GardenNode, 'labels'>, settings: Settings): Section | undefined {
  return settings.sections.find((s) => inSection(node, s));
}
