// Challenges settle by rule: a newer source of equal or higher trust supersedes (and whatever the loser had
// pushed out is judged again); a weaker one, or a bare value difference, opens a lesion.
import { excrete, reabsorb } from '../compost/compost';
import type { Draft } from '../kernel/draft';
import type { GardenNode, Segment } from '../types';
import { atLeast, BASE_SALIENCE } from '../trust';
import { judge, readingOf, type Arrival, type Match, type Verdict } from '../enzymes/verdict';
import { namedIn } from '../enzymes/values-alike';
import type { Claim } from '../text/claims';
import { settleLesion } from './feedback';
import { createNode, journalNew, link } from './nodes';
import { splitOff } from './split';
import { strengthenLink } from './support';
import { excerpt, quoted } from '../words';

/** How many generations of reverted supersessions one arrival may unwind. */
const MAX_REABSORB_DEPTH = 3;

function supersede(
  draft: Draft,
  winner: GardenNode,
  whole: GardenNode,
  similarity: number,
  sourceId: string,
  depth: number,
): void {
  // (Only what the winner tells again is replaced: the rest of the loser's text lives on.)
  const loser = splitOff(draft, whole, readingOf(winner), similarity, sourceId).part;
  link(draft, 'supersedes', winner.id, loser.id, 1);
  draft.journal({
    event: 'supersede',
    nodeId: winner.id,
    otherId: loser.id,
    sourceId,
    reason: `newer ${winner.trust} source replaces ${loser.trust} node`,
  });
  excrete(draft, loser, 'superseded', {
    nodeId: winner.id,
    sourceId,
    note: `superseded by "${excerpt(winner.text, 80)}"`,
  });
  // Whatever the loser had pushed out is judged again: a reverted update brings the old claim back. One that
  // moves on to a third value leaves it where it is (its line of versions goes on in the winner).
  if (depth >= MAX_REABSORB_DEPTH) return;
  for (const entry of draft.state.compostCausedBy(whole.id)) {
    if (entry.reason !== 'superseded') continue;
    const victim = draft.node(entry.nodeId);
    if (!victim || victim.state !== 'composted' || draft.latestCompost(victim.id)?.id !== entry.id) continue;
    if (movesOn(winner, whole, victim)) continue;
    reevaluate(
      draft,
      reabsorb(
        draft,
        victim,
        `what superseded it, ${quoted(whole.text)}, was itself challenged`,
        BASE_SALIENCE[victim.trust],
      ),
      sourceId,
      depth + 1,
    );
  }
}

/**
 * Whether the winner moves a line of versions on rather than taking its last step back: it names none of the
 * values the victim held that the loser did not, and asserts one neither of them names ("Dr. Okafor has left;
 * we're with Dr. Singh from June" after "Dr. Ames retired, so we see Dr. Okafor"). A winner that names the
 * victim's value ("back on 9:15 from tomorrow"), or only takes the loser back ("the move fell through"), is a
 * revert: the victim is judged again.
 */
function movesOn(winner: GardenNode, loser: GardenNode, victim: GardenNode): boolean {
  const [w, l, v] = [winner, loser, victim].map((n) => readingOf(n).claim) as [Claim, Claim, Claim];
  if ([...v.values].some((key) => !namedIn(l, key) && namedIn(w, key))) return false;
  return [...w.values].some((key) => !namedIn(v, key) && !namedIn(l, key));
}

/** A reabsorbed node meets the garden again, as the older party: a newer, at-least-as-trusted conflict wins. */
function reevaluate(draft: Draft, node: GardenNode, sourceId: string, depth: number): void {
  const verdict = judge(arrivalOf(draft, node), draft);
  draft.journal({
    event: 'verdict',
    nodeId: node.id,
    reason: `core/relation: re-evaluated: ${verdict.reason}`,
    data: { enzyme: 'core/relation', relation: verdict.relation },
  });
  const winner = verdict.challenged.find(
    (m) => m.node.assertedAt > node.assertedAt && atLeast(m.node.trust, node.trust),
  );
  if (winner) {
    supersede(draft, winner.node, node, winner.comparison.similarity, sourceId, depth);
    return;
  }
  // An old claim that came back does not open new conflicts: it only finds its place again.
  for (const m of verdict.related)
    link(
      draft,
      m.comparison.relation === 'confirm' ? 'confirms' : 'related',
      node.id,
      m.node.id,
      m.comparison.similarity,
    );
}

function arrivalOf(draft: Draft, node: GardenNode): Arrival {
  const vector = draft.vectorOf(node.id);
  if (!vector) throw new Error(`node ${node.id} has no vector`);
  return {
    text: node.text,
    vector,
    mass: node.text.length / 4,
    density: 0.5,
    trust: node.trust,
    origin: node.origins[0] ?? 'local',
    generatedAt: node.assertedAt,
    exclude: node.id,
    ...(node.sourceIds[0] ? { sourceId: node.sourceIds[0] } : {}),
  };
}

function openLesion(draft: Draft, challenger: GardenNode, m: Match, why: string): void {
  link(draft, 'lesion', challenger.id, m.node.id, 1, { open: true });
  draft.journal({
    event: 'lesion-opened',
    nodeId: challenger.id,
    otherId: m.node.id,
    reason: `${why}: ${m.comparison.cue} (${challenger.trust} against ${m.node.trust})`,
  });
}

/** A stated update, a denial, or a restatement of the very same slot settles; anything less is a lesion. */
const settlesByRule = (m: Match): boolean => m.comparison.explicit;

export function absorbChallenge(
  draft: Draft,
  segment: Segment,
  arrival: Arrival,
  verdict: Verdict,
  sourceId: string,
): GardenNode {
  // An older source that contradicts what a newer, at-least-as-trusted one says is already out of date. (A
  // weaker source that only disagrees is kept, with its lesion.)
  const newer = verdict.challenged.find(
    (m) =>
      m.comparison.relation === 'challenge' &&
      m.node.assertedAt > arrival.generatedAt &&
      atLeast(m.node.trust, arrival.trust),
  );
  if (newer) {
    const whole = createNode(draft, segment, arrival, sourceId);
    // (Only what the newer node tells otherwise is out of date: the rest of the segment is new to the garden.)
    const { part, rest } = splitOff(draft, whole, readingOf(newer.node), newer.comparison.similarity, sourceId);
    excrete(draft, part, 'stale', {
      nodeId: newer.node.id,
      sourceId,
      note: `older than "${excerpt(newer.node.text, 80)}", which says otherwise`,
    });
    if (!rest) return part;
    for (const m of verdict.related)
      if (m.comparison.relation !== 'challenge') link(draft, 'related', rest.id, m.node.id, m.comparison.similarity);
    return rest;
  }
  const node = createNode(draft, segment, arrival, sourceId);
  journalNew(draft, node, segment, sourceId, verdict.reason);
  for (const m of verdict.challenged) {
    const current = draft.node(m.node.id);
    if (!current || current.state === 'composted') continue;
    if (arrival.trust === 'synthesis' && settleLesion(draft, node, current)) continue;
    if (!atLeast(arrival.trust, current.trust)) openLesion(draft, node, m, 'lower-trust challenge');
    else if (settlesByRule(m)) supersede(draft, node, current, m.comparison.similarity, sourceId, 0);
    else openLesion(draft, node, m, 'a different value with no word of an update');
  }
  for (const m of verdict.related)
    if (m.comparison.relation === 'confirm') {
      strengthenLink(draft, node, m);
    } else if (m.comparison.relation !== 'challenge')
      link(draft, 'related', node.id, m.node.id, m.comparison.similarity);
  return node;
}
