// The profile (the memory-as-metabolism seed's persistent store): the most salient unresolved items, within a
// token budget — what an assistant would carry into its next conversation. Frustration sorts before calm at
// equal salience; feature requests stay in it until they ship.
import { salienceAt } from '../decay/salience';
import type { GardenState } from '../kernel/state';
import { FRICTION_NAMES, type GardenNode } from '../types';
import { estimateTokens } from '../text/terms';

export interface ProfileItem {
  node: GardenNode;
  salience: number;
}

export interface Profile {
  markdown: string;
  tokens: number;
  budget: number;
  items: ProfileItem[];
  /** Unresolved items that did not fit. */
  left: number;
}

const unresolved = (n: GardenNode): boolean =>
  (n.state === 'active' || n.state === 'dormant') && n.labels?.resolution === 'unresolved' && !n.labels.shipped;

function line(item: ProfileItem): string {
  const l = item.node.labels ?? {};
  const tags = [l.friction ? FRICTION_NAMES[l.friction] : undefined, l.dates?.at(-1), l.entities?.join(', ')].filter(
    Boolean,
  );
  const text = item.node.text.replace(/\s*\n\s*/g, ' / ');
  return `- ${text}${tags.length ? ` (${tags.join(' · ')})` : ''}\n`;
}

export function profile(state: GardenState, now: number, budget: number): Profile {
  const candidates: ProfileItem[] = [];
  for (const node of state.nodes.values())
    if (unresolved(node)) candidates.push({ node, salience: salienceAt(node, now, state.settings, state.sessions) });
  const frustration = (i: ProfileItem): number => Math.min(0, i.node.labels?.valence ?? 0);
  candidates.sort((a, b) => b.salience - a.salience || frustration(a) - frustration(b));
  const header = `# Profile: open issues (${new Date(now).toISOString().slice(0, 10)})\n\n`;
  let tokens = estimateTokens(header);
  const parts = [header];
  const items: ProfileItem[] = [];
  for (const c of candidates) {
    const text = line(c);
    const cost = estimateTokens(text);
    if (tokens + cost > budget) continue;
    parts.push(text);
    tokens += cost;
    items.push(c);
  }
  return { markdown: parts.join(''), tokens, budget, items, left: candidates.length - items.length };
}
