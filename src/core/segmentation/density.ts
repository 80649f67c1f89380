import { terms, words } from '../text/terms';

/**
 * Information content of a segment in [0,1]: the entropy of its term frequencies (normalised by the most
 * it could be), scaled by how much of it is content rather than function words. Repetitive or empty
 * text is "mostly water".
 */
export function density(text: string): number {
  const all = words(text).length;
  const content = terms(text);
  if (all === 0 || content.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of content) counts.set(t, (counts.get(t) ?? 0) + 1);
  let entropy = 0;
  for (const c of counts.values()) {
    const p = c / content.length;
    entropy -= p * Math.log2(p);
  }
  const maxEntropy = Math.log2(Math.max(2, content.length));
  const spread = content.length === 1 ? 1 : entropy / maxEntropy;
  return Math.min(1, spread * Math.sqrt(content.length / all));
}
