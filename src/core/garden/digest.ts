// One source through the gut: segments are judged by the enzymes and absorbed, all into one draft.
import { absorb } from '../absorption/absorb';
import type { Arrival } from '../enzymes/verdict';
import { judge } from '../enzymes/verdict';
import type { Relation, Segment, Source } from '../model';
import type { SegmentDraft } from '../segmentation/segment';
import type { Draft } from './draft';
import { newId } from './ids';

export interface SegmentOutcome {
  segmentId: string;
  relation: Relation;
  nodeId: string;
  reason: string;
}

export function digest(
  draft: Draft,
  source: Source,
  drafts: SegmentDraft[],
  vectors: Float32Array[],
): SegmentOutcome[] {
  const outcomes: SegmentOutcome[] = [];
  drafts.forEach((d, index) => {
    const vector = vectors[index];
    if (!vector) throw new Error(`no embedding for segment ${index}`);
    const segment: Segment = { ...d, id: newId('g'), sourceId: source.id, index };
    source.segmentIds.push(segment.id);
    draft.putSegment(segment);
    draft.journal({
      event: 'segment',
      sourceId: source.id,
      segmentId: segment.id,
      reason: `${segment.boundary} · mass ${segment.mass} · density ${segment.density.toFixed(2)}`,
    });
    const arrival: Arrival = {
      text: segment.text,
      vector,
      mass: segment.mass,
      density: segment.density,
      trust: source.trust,
      origin: source.origin,
      generatedAt: source.generatedAt,
      sourceId: source.id,
    };
    const verdict = judge(arrival, draft);
    draft.journal({
      event: 'verdict',
      sourceId: source.id,
      segmentId: segment.id,
      ...(verdict.target ? { otherId: verdict.target.id } : {}),
      reason: verdict.reason,
      data: { relation: verdict.relation, salience: Number(verdict.salience.toFixed(3)) },
    });
    const node = absorb(draft, segment, arrival, verdict, source.id);
    draft.putSegment({ ...segment, relation: verdict.relation, nodeId: node.id });
    outcomes.push({ segmentId: segment.id, relation: verdict.relation, nodeId: node.id, reason: verdict.reason });
  });
  return outcomes;
}
