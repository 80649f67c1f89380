// Elimination by the user's word: "never mind, that's fixed now" eliminates the unit it corrects, and "the
// export shipped" marks the feature request it answers as shipped. The unit meant is the closest open unit of
// an earlier conversation that shares the correction's subject; a correction with no subject of its own
// ("never mind, that's fixed now") means the open unit just before it in the same conversation, or else the
// most recent open one. A unit that describes a problem and then says "it works now" has settled its own
// issue: it eliminates an earlier unit only when that one is clearly the same issue.
import type { Enzyme, EnzymeInput } from '../../enzymes/enzyme';
import type { GardenNode } from '../../types';
import { terms } from '../../text/terms';
import { isOpenUnit } from './signals';
import { excerpt, quoted } from '../../words';

/** A correction of something said before: "now" (or "never mind") marks it as news about an earlier issue. */
const FIXED_NOW =
  /\b(?:never ?mind|nevermind|false alarm|scratch that|ignore (?:that|my last)|disregard (?:that|my last)|(?:that'?s|it'?s|that is|it is|is|has been|got) (?:been )?(?:fixed|sorted|resolved|working) now|works now|working now)\b/i;
const SHIPPED = /\b(?:shipped|has been released|was released|is now available|now supports|has launched|rolled out)\b/i;
/** Words of the correction itself, which say nothing about what it corrects. */
const CUE_WORDS = new Set(
  terms(
    'never mind nevermind false alarm scratch ignore disregard fixed sorted resolved working works that is it has been got thanks ok okay actually',
  ),
);

const MIN_SIMILARITY = 0.45;
/** How close an earlier unit must be to be the issue a self-settled unit speaks of again. */
const SAME_ISSUE = 0.7;

/** The unit a correction speaks of; `strict` when the correcting unit also holds its own issue. */
function corrected(input: EnzymeInput, wanted: (n: GardenNode) => boolean, strict = false): GardenNode | undefined {
  const { arrival, near, draft, source } = input;
  const subject = terms(arrival.text).filter((t) => !CUE_WORDS.has(t));
  const shared = (n: GardenNode): number => {
    const own = new Set(terms(n.text));
    return subject.filter((t) => own.has(t)).length;
  };
  if (strict)
    return near.live.find((m) => wanted(m.node) && m.comparison.similarity >= SAME_ISSUE && shared(m.node) >= 2)?.node;
  if (subject.length >= 2) {
    return near.live
      .filter((m) => wanted(m.node) && (m.comparison.similarity >= MIN_SIMILARITY || shared(m.node) >= 2))
      .sort((a, b) => shared(b.node) - shared(a.node) || b.comparison.similarity - a.comparison.similarity)[0]?.node;
  }
  const sameConversation = draft.touchedNodes().filter((n) => n.sourceIds.includes(source.id) && wanted(n));
  if (sameConversation.length) return sameConversation.at(-1);
  let latest: GardenNode | undefined;
  for (const n of draft.state.nodes.values())
    if (wanted(n) && (!latest || n.touchedAt > latest.touchedAt)) latest = draft.node(n.id) ?? n;
  return latest;
}

export const correctionEnzyme: Enzyme = {
  id: 'conversation/correction',
  description:
    'A user correction ("never mind, that’s fixed now") eliminates the unit it corrects; "shipped" closes a feature request.',
  digest: (input) => {
    if (input.source.kind !== 'conversation') return undefined;
    const text = input.arrival.text;
    if (SHIPPED.test(text)) {
      const request = corrected(input, (n) => isOpenUnit(n) && n.labels?.friction === 'feature-gap');
      if (request)
        return {
          labels: { resolution: 'resolved' },
          relabel: [
            {
              nodeId: request.id,
              labels: { shipped: true, resolution: 'resolved', session: input.source.session ?? 0 },
              note: `shipped, says "${excerpt(text, 80)}"`,
            },
          ],
          reason: `marks feature request ${request.id} shipped`,
        };
    }
    const found = FIXED_NOW.exec(text);
    if (!found) return undefined;
    // The user's own words, as far as the sentence goes, are the cause the compost keeps.
    const start = Math.max(text.lastIndexOf('\n', found.index) + 1, 0);
    const end = text.slice(found.index).search(/[.!?\n]/);
    const cue = text.slice(start, end < 0 ? undefined : found.index + end).replace(/^[\w .'-]{1,30}:\s*/, '');
    // Said in the unit's first turn, the correction points back; said after other turns, it closes this unit.
    const pointsBack = !text.slice(0, found.index).includes('\n');
    const target = corrected(input, isOpenUnit, !pointsBack);
    if (!target)
      return { labels: { resolution: 'resolved' }, reason: `correction "${cue}" but no open unit to correct` };
    return {
      labels: { resolution: 'resolved' },
      eliminate: [{ nodeId: target.id, note: `the user said "${cue}" (source ${input.source.id})` }],
      reason: `correction "${cue}" eliminates ${quoted(target.text)}`,
    };
  },
};
