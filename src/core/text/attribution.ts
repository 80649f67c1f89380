// Who said it is provenance, not part of the claim: reported speech ("Someone on a forum claims that …",
// "… , says a commuter forum.", "According to the council, …") and leading labels ("Note to self:").
import { terms } from './terms';

const REPORTING_VERB =
  '(?:says?|said|claims?|claimed|reports?|reported|writes?|wrote|mentions?|mentioned|thinks?|believes?|suggests?|states?|stated|alleges?|insists?|heard|hears|reckons?|tweeted|posted)';
const LEADING = new RegExp(
  `^(?:[^.!?:;]{0,80}?\\b${REPORTING_VERB}\\b(?:\\s+that)?[:,]?\\s+|according to [^,]{1,60},\\s*)`,
  'i',
);
const TRAILING = new RegExp(`,\\s*(?:${REPORTING_VERB}|according to)\\b[^.!?]*[.!?]?\\s*$`, 'i');
const LABEL = /^[^.!?:]{1,40}:\s+/;

/** The claim without its attribution, and without a leading label when the rest still names a subject. */
export function claimText(text: string): string {
  const stripped = text.replace(TRAILING, '.').replace(LEADING, '');
  const claimed = stripped.trim() ? stripped : text;
  const unlabelled = claimed.replace(LABEL, '');
  const rest = terms(unlabelled.replace(/\b\p{Lu}[\p{L}'’-]*/gu, '')).filter((t) => !/\d/.test(t));
  return unlabelled !== claimed && rest.length >= 2 ? unlabelled : claimed;
}
