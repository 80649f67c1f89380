// Who said it is provenance, not part of the claim: reported speech ("Someone on a forum claims that …",
// "… , says a commuter forum.", "According to the council, …") and leading labels ("Note to self:").
import { LINK } from './sentences';

const REPORTING_VERB =
  '(?:says?|said|claims?|claimed|reports?|reported|writes?|wrote|mentions?|mentioned|thinks?|believes?|suggests?|states?|stated|alleges?|insists?|heard|hears|reckons?|tweeted|posted)';
const LEADING = new RegExp(
  `^(?:[^.!?:;]{0,80}?\\b${REPORTING_VERB}\\b(?:\\s+that)?[:,]?\\s+|according to [^,]{1,60},\\s*)`,
  'i',
);
const TRAILING = new RegExp(`,\\s*(?:${REPORTING_VERB}|according to)\\b[^.!?]*[.!?]?\\s*$`, 'i');
const LABEL = /^[^.!?:]{1,40}:\s+/;
// When something holds is not what it is about: "as of this month", "from next week", "today".
const WHEN =
  /\b(?:(?:as of|from|starting|since)\s+)?(?:this|next|last)\s+(?:week|month|year|weekend|morning|evening)\b|\bfrom now on\b|\b(?:today|tomorrow|yesterday)\b/gi;

/**
 * The claim without its attribution and time adverbials, and without a leading label ("Note to self:")
 * when what follows is a whole claim of its own; otherwise the colon is the link ("the gym: still X").
 */
export function claimText(text: string): string {
  const stripped = text.replace(TRAILING, '.').replace(LEADING, '').replace(WHEN, ' ');
  const claimed = stripped.trim() ? stripped : text;
  const unlabelled = claimed.replace(LABEL, '');
  return unlabelled !== claimed && new RegExp(LINK.source, 'i').test(` ${unlabelled}`) ? unlabelled : claimed;
}
