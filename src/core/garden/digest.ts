// One source through the gut: each segment meets the enzymes of the switched-on packs — the relation enzyme
// first, then the labelling ones — and is absorbed, all into one draft. Every enzyme's answer is journalled
// under its name.
import { absorb } from '../absorption/absorb';
import { absorbInference, applyElimination, applyLabels } from '../absorption/labels';
import { annotate } from '../enzymes/annotations';
import type { Enzyme, EnzymeInput, EnzymeOutput } from '../enzymes/enzyme';
import { activeEnzymes } from '../packs/registry';
import { neighbourhood, type Arrival, type Verdict } from '../enzymes/verdict';
import type { JournalEntry, NodeLabels, Relation, Segment, Source } from '../types';
import type { SegmentDraft } from '../segmentation/segment';
import type { Draft } from '../kernel/draft';
import { newId } from '../kernel/ids';
import { foldersOf } from '../text/context';

export interface SegmentOutcome {
  segmentId: string;
  relation: Relation;
  nodeId: string;
  reason: string;
  labels: NodeLabels;
}

/** An emphasis marker ("importantly", "always", "never") raises a unit's starting salience by this much. */
export const EMPHASIS_BONUS = 0.2;

export interface Digestible {
  draft: SegmentDraft;
  vector: Float32Array;
}

export function digest(
  draft: Draft,
  source: Source,
  sourceText: string,
  units: Digestible[],
  aliases: ReadonlyMap<string, string>,
): SegmentOutcome[] {
  const enzymes = activeEnzymes(draft.state.settings);
  const folders = foldersOf(source.title);
  return units.map(({ draft: d, vector }, index) => {
    const segment: Segment = { ...d, id: newId('g'), sourceId: source.id, index };
    source.segmentIds.push(segment.id);
    draft.putSegment(segment);
    draft.journal({
      event: 'segment',
      sourceId: source.id,
      segmentId: segment.id,
      reason: `${segment.boundary} · mass ${segment.mass} · density ${segment.density.toFixed(2)}${segment.emphasis ? ` · emphasis "${segment.emphasis}": salience +${String(EMPHASIS_BONUS)}` : ''}`,
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
      ...(source.context ? { context: source.context } : {}),
      ...(folders.length ? { folders } : {}),
      ...(segment.boundary === 'code' ? { code: true } : {}),
    };
    const input: EnzymeInput = {
      arrival,
      source,
      sourceText,
      near: neighbourhood(arrival, draft),
      labels: source.kind === 'conversation' && source.session ? { session: source.session } : {},
      now: draft.now,
      settings: draft.state.settings,
      draft,
      aliases,
    };
    const { verdict, outputs, said } = runEnzymes(enzymes, input, draft, {
      sourceId: source.id,
      segmentId: segment.id,
    });
    const notes = outputs.flatMap((o) => o.annotations ?? []);
    const text = notes.length ? annotate(segment.text, notes) : segment.text;
    const node = absorb(draft, { ...segment, text }, arrival, verdict, source.id);
    for (const entry of said) entry.nodeId ??= node.id;
    const bonus = outputs.reduce((sum, o) => sum + (o.salience ?? 0), segment.emphasis ? EMPHASIS_BONUS : 0);
    const fresh = node.segmentIds[0] === segment.id;
    const labelled = applyLabels(draft, node, input.labels, { fresh, bonus: fresh ? bonus : 0 });
    for (const o of outputs) {
      for (const r of o.relabel ?? []) {
        const other = draft.node(r.nodeId);
        if (other) applyLabels(draft, other, r.labels, { note: `${r.note} (source ${source.id})` });
      }
      for (const e of o.eliminate ?? []) applyElimination(draft, e, source.id);
      if (o.infer) absorbInference(draft, o.infer, source, { ...segment, nodeId: node.id });
    }
    draft.putSegment({ ...segment, relation: verdict.relation, nodeId: node.id });
    return {
      segmentId: segment.id,
      relation: verdict.relation,
      nodeId: node.id,
      reason: verdict.reason,
      labels: labelled.labels ?? {},
    };
  });
}

/**
 * Runs the enzymes in order, each seeing the labels found before it and the verdict once there is one, and
 * journals what each said under its name. The entries are returned so they can point at the node later.
 */
function runEnzymes(
  enzymes: Enzyme[],
  input: EnzymeInput,
  draft: Draft,
  ids: { sourceId: string; segmentId: string },
): { verdict: Verdict; outputs: EnzymeOutput[]; said: JournalEntry[] } {
  const outputs: EnzymeOutput[] = [];
  const said: JournalEntry[] = [];
  let verdict: Verdict | undefined;
  for (const enzyme of enzymes) {
    const out = enzyme.digest({ ...input, ...(verdict ? { verdict } : {}) });
    if (!out) continue;
    outputs.push(out);
    if (out.labels) input.labels = { ...input.labels, ...out.labels };
    const data = { enzyme: enzyme.id };
    if (out.verdict) {
      verdict = out.verdict;
      said.push(
        draft.journal({
          event: 'verdict',
          ...ids,
          ...(verdict.target ? { otherId: verdict.target.id } : {}),
          reason: `${enzyme.id}: ${out.reason}`,
          data: { ...data, relation: verdict.relation, salience: Number(verdict.salience.toFixed(3)) },
        }),
      );
    } else said.push(draft.journal({ event: 'label', ...ids, reason: `${enzyme.id}: ${out.reason}`, data }));
    if (out.drop) said.push(draft.journal({ event: 'drop', ...ids, reason: `${enzyme.id}: ${out.drop}`, data }));
  }
  if (!verdict) throw new Error('no enzyme gave a verdict: the core pack must be on');
  return { verdict, outputs, said };
}
