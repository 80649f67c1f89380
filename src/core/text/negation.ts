// Values under a negation ("not 9:00", "no longer going with Dr. Ames") are denied, not asserted.
import { ABBREVIATIONS } from './sentences';
import { normaliseWord } from './terms';

const NEGATOR = /^(not|never|no|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|cannot|can't|nor)$/i;
/** How many words after a negation it still reaches, within one clause. */
const NEGATION_REACH = 6;

export function negatedValues(text: string, vals: Set<string>): Set<string> {
  const negated = new Set<string>();
  let reach = 0;
  let previous = '';
  for (const [token] of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*(?:[.:]\d+)*|[.;!?,]/gu)) {
    // A clause ends the reach of a negation, but the full stop of "Dr." does not end a clause.
    if (/^[.;!?,]$/.test(token)) {
      if (!(token === '.' && ABBREVIATIONS.has(previous))) reach = 0;
      continue;
    }
    const t = normaliseWord(token);
    previous = t;
    if (t === 'but') reach = 0;
    else if (NEGATOR.test(t)) reach = NEGATION_REACH;
    else if (reach > 0) {
      if (vals.has(t)) negated.add(t);
      reach--;
    }
  }
  return negated;
}
