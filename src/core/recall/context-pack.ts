// A context pack: the best results that fit a token budget, as markdown with provenance, for handing
// the garden to a language model.
import { estimateTokens } from '../text/terms';
import type { RecallResult } from './recall';

const isoDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

export function contextPack(
  query: string,
  results: RecallResult[],
  budgetTokens: number,
): { markdown: string; tokens: number; included: number } {
  const header = `# Context for: ${query}\n`;
  let tokens = estimateTokens(header);
  const parts = [header];
  let included = 0;
  for (const r of results) {
    const sources = r.provenance
      .map((p) => `${p.title} (${p.trust}, ${p.origin}, ${isoDay(p.generatedAt)})`)
      .join('; ');
    const lesion = r.lesions.length
      ? `\n  - ⚠ open conflict with: "${r.lesions.map((l) => l.otherText).join('" / "')}"`
      : '';
    const block = `\n- ${r.node.text}\n  - source: ${sources || 'unknown'} · state: ${r.node.state} · salience ${r.salience.toFixed(2)}${lesion}\n`;
    const cost = estimateTokens(block);
    if (tokens + cost > budgetTokens) break;
    parts.push(block);
    tokens += cost;
    included++;
  }
  return { markdown: parts.join(''), tokens, included };
}
