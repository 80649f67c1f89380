// The conversation's closure signals, shared by the enzymes that read them: what says an issue is settled,
// and what says it is still open (a problem being described, or a promise not yet kept).
import type { GardenNode } from '../../types';
export const CLOSED =
  /\b(?:resolved|fixed|sorted|works now|working now|that did it|that worked|all set|refunded|issued a refund|refund (?:has been|was) (?:issued|processed)|problem solved|no longer (?:an issue|a problem|happening)|shipped|released|glad (?:that|it) helped|all good now|good to go|corrected|taken care of|went through)\b/gi;

export const OPEN =
  /\b(?:still|not working|doesn't work|does not work|isn't working|broken|keeps|waiting|escalat\w*|will get back|looking into|investigating|filed a (?:feature )?request|feature request|known (?:issue|limitation|bug)|no update|not yet|unresolved|can't|cannot|won't|doesn't|fails?|failing|error|crash\w*|drops?|missing|nobody|no (?:reply|answer|response)|no way to|please add|would be (?:nice|great) if|i wish)\b/gi;

/** The last place a signal occurs, or -1; `skip` leaves some occurrences out. */
export function lastAt(re: RegExp, text: string, skip?: (index: number) => boolean): number {
  let last = -1;
  for (const m of text.matchAll(re)) if (!skip?.(m.index)) last = m.index;
  return last;
}

/** A conversation unit still open: what a correction or a contradicting signal may eliminate. */
export const isOpenUnit = (n: GardenNode): boolean =>
  n.state !== 'composted' &&
  n.labels?.kind === 'conversation' &&
  n.labels.resolution !== 'resolved' &&
  !n.labels.shipped;
