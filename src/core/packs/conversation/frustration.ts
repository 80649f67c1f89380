// The frustration extractor: an emotional valence in [-1, 1] from a small lexicon, and the unit put in
// the seed's taxonomy (billing friction, feature gap, response latency) by the words it uses.
import type { Enzyme } from '../../enzymes/enzyme';
import { FRICTION_NAMES, type Friction } from '../../types';
import { lastAt, OPEN } from './signals';

const NEGATIVE =
  /\b(?:frustrat\w*|annoy\w*|angry|upset|ridiculous|unacceptable|terrible|awful|useless|disappointed|fed up|waste\w*|worst|again|third time|second time|keeps|still|broken|furious|nightmare|not happy|unhappy|can't believe|hate|painful|nobody|no (?:reply|answer|response)|haven't heard|charged twice|double[- ]charged|overcharg\w*|wrong|incorrect|took \w+ (?:days|hours|weeks)|slow (?:response|reply|support)|too long)\b/gi;
const POSITIVE =
  /\b(?:thanks|thank you|great|perfect|awesome|love|appreciate\w*|helpful|excellent|brilliant|happy|glad)\b/gi;

const TAXONOMY: Record<Friction, RegExp> = {
  billing:
    /\b(?:charg\w*|invoice\w*|bill\w*|refund\w*|payment\w*|paid|pay|card|subscription|renewal|renew\w*|price|pricing|overcharg\w*|receipt|vat|tax|discount|coupon)\b/gi,
  'feature-gap':
    /\b(?:feature\w*|missing|doesn't support|does not support|no way to|can't|cannot|wish|would be nice|request\w*|lacks?|limitation|support for|integration|export\w*|import\w*|add an? option)\b/gi,
  latency:
    /\b(?:waiting|waited|wait|no (?:response|reply|answer)|slow (?:response|reply|support)|response time|days to (?:get|hear)|took \w+ (?:days|hours|weeks)|haven't heard|nobody (?:has )?(?:answered|replied|got back)|still no word|ignored)\b/gi,
};

const count = (re: RegExp, text: string): number => text.match(re)?.length ?? 0;

export function valenceOf(text: string): number {
  const neg = count(NEGATIVE, text) + (/!/.test(text) && count(NEGATIVE, text) > 0 ? 1 : 0);
  const pos = count(POSITIVE, text);
  return Math.max(-1, Math.min(1, (pos - neg) / (pos + neg + 1)));
}

/**
 * The category of a complaint: only a unit that is negative or describes a problem is filed (a calm question
 * about invoices is not billing friction).
 */
export function frictionOf(text: string): Friction | undefined {
  if (valenceOf(text) >= 0 && lastAt(OPEN, text) < 0) return undefined;
  let best: Friction | undefined;
  let bestCount = 0;
  for (const [friction, re] of Object.entries(TAXONOMY) as [Friction, RegExp][]) {
    const n = count(re, text);
    if (n > bestCount) [best, bestCount] = [friction, n];
  }
  return best;
}

export const frustrationExtractor: Enzyme = {
  id: 'conversation/frustration',
  description: 'Scores emotional valence and files the unit under billing friction, feature gap or response latency.',
  digest: ({ arrival, source }) => {
    if (source.kind !== 'conversation') return undefined;
    const valence = Number(valenceOf(arrival.text).toFixed(2));
    const friction = frictionOf(arrival.text);
    return {
      labels: { valence, ...(friction ? { friction } : {}) },
      reason: `valence ${valence.toFixed(2)}${friction ? `; category ${FRICTION_NAMES[friction]}` : '; no frustration category'}`,
    };
  },
};
