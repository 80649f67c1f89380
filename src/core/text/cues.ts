// The words that say how a text stands to what came before: it updates, corrects, negates or re-confirms.

export interface Cues {
  /** "switched to", "from now on", "changed to", "no longer", "as of", "moved to", "is now" … */
  update: boolean;
  /** "correction", "was a mistake", "actually", "turns out", "wrong" … */
  correction: boolean;
  /** "not", "never", "no longer", "isn't" … */
  negation: boolean;
  /** "still", "double-checked", "confirmed", "as before", "unchanged" … */
  confirmation: boolean;
}

const UPDATE =
  /\b(switched (?:over )?to|changed (?:it )?to|changes to|change(?:d)? of|from now on|no longer|as of (?:this|next|today|now)|moved to|moves to|moving to|replaced (?:by|with)|instead of|now (?:is|are|uses|at|on|in)|is now|are now|updated?:|updated|anymore|any more)(?=\W|$)/i;
const CORRECTION =
  /\b(correction|corrected|was a mistake|was wrong|is wrong|mistaken|actually|turns out|in fact|erratum|never mind|scratch that|not true|retract)\b/i;
const NEGATION = /\b(not|never|no longer|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|cannot|can't|none)\b/i;
const CONFIRMATION =
  /\b(still|double[- ]checked|confirmed|confirms|as before|unchanged|same as|again verified|verified)\b/i;

export function cues(text: string): Cues {
  return {
    update: UPDATE.test(text),
    correction: CORRECTION.test(text),
    negation: NEGATION.test(text),
    confirmation: CONFIRMATION.test(text),
  };
}
