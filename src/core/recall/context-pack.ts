// A context pack: the best results that fit a token budget, as markdown with provenance, for handing
// the garden to a language model. When the whole active garden fits the budget, the pack is the whole garden
// ordered by salience (the WRITE-path seed's full injection: under the budget, nothing needs retrieving).
import { salienceAt } from '../decay/salience';
import type { GardenState } from '../kernel/state';
import { estimateTokens } from '../text/terms';
import { lesionsOf, provenanceOf, type RecallResult } from './recall';
import { plural } from '../words';

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
 * Every active node by salience, or undefined as soon as their texts alone exceed the budget: a garden too big
 * for full injection costs one cheap pass, and nothing is rendered for it.
 */
export function activeBySalience(state: GardenState, now: number, budgetTokens: number): RecallResult[] | undefined {
  const results: RecallResult[] = [];
  let tokens = 0;
  for (const node of state.nodes.values()) {
    if (node.state !== 'active') continue;
    tokens += estimateTokens(node.text);
    if (tokens > budgetTokens) return undefined;
    const salience = salienceAt(node, now, state.settings, state.sessions);
    results.push({
      node,
      score: salience,
      relevance: 0,
      cosine: 0,
      named: 0,
      answers: false,
      salience,
      provenance: provenanceOf(state, node),
      lesions: lesionsOf(state, node),
    });
  }
  return results.sort((a, b) => b.salience - a.salience);
}

/** The blocks that fit after the header, in order, each rendered once. */
function render(header: string, results: RecallResult[], budgetTokens: number): Omit<ContextPack, 'whole'> {
  let tokens = estimateTokens(header);
  const parts = [header];
  let included = 0;
  for (const r of results) {
    const text = block(r);
    const cost = estimateTokens(text);
    if (tokens + cost > budgetTokens) break;
    parts.push(text);
    tokens += cost;
    included++;
  }
  return { markdown: parts.join(''), tokens, included };
}

/**
 * The whole active garden when every node of it fits (header and provenance included); otherwise the ranked
 * results that fit.
 */
export function contextPack(
  query: string,
  ranked: RecallResult[],
  budgetTokens: number,
  active?: RecallResult[],
): ContextPack {
  if (active?.length) {
    const whole = render(
      `# Context for: ${query}\n\nThe whole active garden (${plural(active.length, 'note')}) fits the budget: all of it, by salience.\n`,
      active,
      budgetTokens,
    );
    if (whole.included === active.length) return { ...whole, whole: true };
  }
  return { ...render(`# Context for: ${query}\n`, ranked, budgetTokens), whole: false };
}
