// A context pack: the best results that fit a token budget, as markdown with provenance, for handing
// the garden to a language model. When the whole active garden fits the budget, the pack is the whole garden
// ordered by salience (the WRITE-path seed's full injection: under the budget, nothing needs retrieving).
import { salienceAt } from '../decay/salience';
import type { GardenState } from '../garden/state';
import { estimateTokens } from '../text/terms';
import { lesionsOf, provenanceOf, type RecallResult } from './recall';

const isoDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

function block(r: RecallResult): string {
  const sources = r.provenance.map((p) => `${p.title} (${p.trust}, ${p.origin}, ${isoDay(p.generatedAt)})`).join('; ');
  const lesion = r.lesions.length
    ? `\n  - ⚠ open conflict with: "${r.lesions.map((l) => l.otherText).join('" / "')}"`
    : '';
  return `\n- ${r.node.text}\n  - source: ${sources || 'unknown'} · state: ${r.node.state} · salience ${r.salience.toFixed(2)}${lesion}\n`;
}

export interface ContextPack {
  markdown: string;
  tokens: number;
  included: number;
  /** True when the pack is the whole active garden rather than what recall ranked. */
  whole: boolean;
}

/**
 * Every active node by salience, if all of them fit in `budgetTokens` (with the header); otherwise undefined.
 * Stops counting as soon as the budget is exceeded, so a large garden costs one pass over its nodes at most.
 */
export function wholeGarden(state: GardenState, now: number, budgetTokens: number): RecallResult[] | undefined {
  const results: RecallResult[] = [];
  let tokens = 0;
  for (const node of state.nodes.values()) {
    if (node.state !== 'active') continue;
    const salience = salienceAt(node, now, state.settings);
    const r = {
      node,
      score: salience,
      relevance: 0,
      salience,
      provenance: provenanceOf(state, node),
      lesions: lesionsOf(state, node),
    };
    tokens += estimateTokens(block(r));
    if (tokens > budgetTokens) return undefined;
    results.push(r);
  }
  return results.sort((a, b) => b.salience - a.salience);
}

export function contextPack(
  query: string,
  results: RecallResult[],
  budgetTokens: number,
  whole?: RecallResult[],
): ContextPack {
  const full = whole !== undefined && whole.length > 0;
  const header = full
    ? `# Context for: ${query}\n\nThe whole active garden (${String(whole.length)} notes) fits the budget: all of it, by salience.\n`
    : `# Context for: ${query}\n`;
  let tokens = estimateTokens(header);
  const parts = [header];
  let included = 0;
  for (const r of full ? whole : results) {
    const text = block(r);
    const cost = estimateTokens(text);
    if (tokens + cost > budgetTokens) break;
    parts.push(text);
    tokens += cost;
    included++;
  }
  return { markdown: parts.join(''), tokens, included, whole: full };
}
