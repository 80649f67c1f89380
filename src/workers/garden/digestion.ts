// Digesting what the feed sends, with progress per file, and what waits in the gut (left by the last session
// or by a full disk), resumed once there is a writer and room.
import { StorageFullError } from '../../core/kernel/store';
import type { IngestOutcome, IngestProgress, IngestStage, NamedInput, OpeningProgress } from './garden-api';
import { describeFailure } from './failure';
import type { Tending } from './tending';
import { excerpt, plural } from '../../core/words';
import type { Garden } from '../../core/garden/garden';
import type { SegmentOutcome } from '../../core/garden/digest';

export class Digestion {
  /** Sources in the gut, counted when it was last read (opening, a failed batch, a resumption). */
  waiting = 0;
  private cancelled = false;
  /** Where opening reports its steps, and later the resumption of what the gut held. */
  onOpening: (p: OpeningProgress) => void = () => undefined;

  constructor(private readonly tending: Tending) {}

  /**
   * What the last session left in the gut is digested once the garden is open: searchable at once, with
   * the resumption's progress shown apart ("Resuming 16 sources left from last time").
   */
  resumeLeftovers(count: number): void {
    if (this.tending.role !== 'writer') return;
    this.waiting = count;
    if (this.waiting) void this.digestWaiting(true);
  }

  /** Digests what waits in the gut; `fromLastTime`: left by the last session, not by a full disk in this one. */
  digestWaiting(fromLastTime: boolean): Promise<void> {
    const { deps } = this.tending;
    return this.tending.exclusive(async () => {
      const g = this.tending.g;
      const total = await g.waitingCount();
      if (!total) {
        // Nothing waits: trying again only asks the store whether it has room now.
        if (g.storageFull) await g.checkRoom();
        deps.announce();
        return;
      }
      const tally = { absorbed: 0, duplicate: 0, rejected: 0 };
      let done = 0;
      this.onOpening({ step: 'resuming', done, total, fromLastTime });
      let reason: string | undefined;
      try {
        await g.resume({
          onResult: (_, r) => {
            tally[r.status]++;
            this.waiting = total - ++done;
            this.onOpening({ step: 'resuming', done, total, fromLastTime });
            deps.announce();
          },
        });
      } catch (error) {
        if (!(error instanceof StorageFullError)) console.error('resuming failed', error);
        reason = describeFailure(error);
      }
      // Each settled source left the gut in the commit that settled it: the rest still wait.
      this.waiting = total - done;
      this.onOpening({ step: 'resumed', total, ...tally, fromLastTime, ...(reason ? { reason } : {}) });
      deps.announce();
    });
  }

  ingest(inputs: NamedInput[], onProgress: (p: IngestProgress) => void): Promise<IngestOutcome[]> {
    this.cancelled = false;
    const { deps } = this.tending;
    return this.tending.exclusive(async () => {
      const g = this.tending.g;
      const outcomes: IngestOutcome[] = inputs.map((i) => ({ name: i.name, status: 'cancelled' }));
      let done = 0;
      const report = (index: number, stage: IngestStage, detail?: string): void => {
        onProgress({
          batch: { done, total: inputs.length },
          file: { index, name: inputs[index]?.name ?? '', stage, ...(detail ? { detail } : {}) },
        });
      };
      report(0, 'digest');
      try {
        await g.ingestMany(
          inputs.map(({ name: _name, ...source }) => source),
          {
            stop: () => this.cancelled,
            onResult: (index, r) => {
              done++;
              const name = inputs[index]?.name ?? '';
              if (r.status === 'absorbed') {
                const relations: IngestOutcome['relations'] = {};
                for (const seg of r.segments) relations[seg.relation] = (relations[seg.relation] ?? 0) + 1;
                const changes = challenges(g, r.segments);
                outcomes[index] = {
                  name,
                  status: 'absorbed',
                  segments: r.segments.length,
                  relations,
                  ...(changes.length ? { changes } : {}),
                  ...(r.warnings?.length ? { reason: r.warnings.join('; ') } : {}),
                };
                report(index, 'done', plural(r.segments.length, 'segment'));
              } else {
                outcomes[index] = { name, status: r.status, reason: r.reason };
                report(index, r.status, r.reason);
              }
              deps.announce();
            },
          },
        );
      } catch (error) {
        if (!(error instanceof StorageFullError)) console.error('ingest failed', error);
        await this.settleFailedBatch(outcomes, describeFailure(error));
        deps.announce(); // the views learn what failed: a full disk shows its banner
      }
      onProgress({
        batch: { done: inputs.length, total: inputs.length },
        file: { index: inputs.length - 1, name: '', stage: 'done' },
      });
      return outcomes;
    });
  }

  /**
   * Nothing already stored was changed by a failed batch. What it staged waits in the gut, to be digested
   * when there is room; if even staging failed, the feed gets the sources back.
   */
  private async settleFailedBatch(outcomes: IngestOutcome[], reason: string): Promise<void> {
    const before = this.waiting;
    this.waiting = await this.tending.g.waitingCount();
    const kept = this.waiting > before;
    for (const o of outcomes)
      if (o.status === 'cancelled')
        Object.assign(
          o,
          kept
            ? { status: 'waiting', reason: `${reason}; it waits in the garden and is digested when there is room` }
            : { status: 'failed', reason: `${reason}; not stored, so it is back in the feed`, unstored: true },
        );
  }

  cancel(): void {
    this.cancelled = true;
  }
}

/** How many of a source's challenges the feed names; the rest are counted. */
const CHANGES_NAMED = 3;

/**
 * What a source's challenges did to the notes already there, in words: the notes it replaced and those it is
 * now in conflict with. A count of challenges alone leaves the user to guess which note lost.
 */
function challenges(g: Garden, segments: readonly SegmentOutcome[]): string[] {
  const said: string[] = [];
  for (const seg of segments) {
    if (seg.relation !== 'challenge') continue;
    for (const edge of g.state.edgesOf(seg.nodeId)) {
      if (edge.from !== seg.nodeId) continue;
      const other = g.state.nodes.get(edge.to)?.text;
      if (other === undefined) continue;
      if (edge.kind === 'supersedes') said.push(`replaced “${excerpt(other, 80)}”`);
      else if (edge.kind === 'lesion' && edge.open) said.push(`in conflict with “${excerpt(other, 80)}”`);
    }
  }
  const more = said.length - CHANGES_NAMED;
  return more > 0 ? [...said.slice(0, CHANGES_NAMED), `and ${String(more)} more`] : said;
}
