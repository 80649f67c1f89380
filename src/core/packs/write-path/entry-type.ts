// The entry-type classifier (the WRITE-path seed): one of seven types from the cues a text uses. A text with
// no cue stays untyped rather than guessed at; a type the user set is never overwritten.
import type { Enzyme } from '../../enzymes/enzyme';
import type { EntryType } from '../../types';

/** In order of precedence: a correction that also states a rule is first a correction. */
const CUES: [EntryType, RegExp][] = [
  [
    'correction',
    /(?:^|[.!?]\s+)actually\b|\b(?:correction|turns out|was wrong|is wrong|mistake(?:nly)?|not .{1,30} but|instead of|should have been|misremembered|i was mistaken|fixed:)/i,
  ],
  [
    'pitfall',
    /\b(?:pitfall|gotcha|beware|watch out|careful:|be careful|trap|breaks (?:if|when)|fails (?:if|when)|caught (?:me|us) out|don't forget|do not forget)\b/i,
  ],
  [
    'decision',
    /\b(?:decided|decision|we chose|i chose|we(?:'re| are) going with|settled on|agreed to|opted for|we will use|we'll use)\b/i,
  ],
  [
    'process',
    /(?:^|\n)\s*(?:1[.)]|step 1\b)|\b(?:first,? .{1,60}then|how to|steps?:|procedure|checklist|to do this|run `)/i,
  ],
  ['principle', /\b(?:principle|always|never|rule of thumb|above all|fundamentally|as a rule)\b/i],
  [
    'guideline',
    /\b(?:should|make sure|remember to|prefer|avoid|recommended|best practice|use .{1,30} for|don't|do not)\b/i,
  ],
  [
    'model',
    /\b(?:works by|consists of|is made of|is composed of|architecture|is a kind of|is a type of|means that|is defined as|model of)\b/i,
  ],
];

export function entryTypeOf(text: string): { type: EntryType; cue: string } | undefined {
  for (const [type, re] of CUES) {
    const cue = re.exec(text)?.[0];
    if (cue) return { type, cue: cue.trim() };
  }
  return undefined;
}

export const entryTypeClassifier: Enzyme = {
  id: 'write-path/entry-type',
  description: 'Types each entry principle, correction, decision, guideline, pitfall, process or model from its cues.',
  digest: ({ arrival, source }) => {
    if (source.kind === 'conversation') return undefined;
    const found = entryTypeOf(arrival.text);
    if (!found) return undefined;
    return { labels: { type: found.type, typeBy: 'enzyme' }, reason: `${found.type} (cue "${found.cue}")` };
  },
};
