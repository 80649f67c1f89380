import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Trust } from '../../core/types';
import { useUi } from '../state/ui-store';
import { useFeed } from './feed-store';
import { StagedRow } from './StagedRow';
import { TRUSTS } from '../../workers/garden/vocabulary';

const ROW_HEIGHT = 40;

/**
 * What waits to be digested, each with its trust label, and the button that starts digestion. A dropped
 * vault can stage thousands of files: only the rows in view are in the DOM, so staging and digesting a big
 * batch never blocks the page on building or tearing down the list.
 */
export function StagedList() {
  const staged = useFeed((s) => s.staged);
  const running = useFeed((s) => s.running);
  const relabelAll = useFeed((s) => s.relabelAll);
  const digest = useFeed((s) => s.digest);
  const following = useUi((s) => s.summary?.role === 'follower');
  // (Until the garden is open there is no gut to store them in: they wait here.)
  const opening = useUi((s) => s.summary === undefined);
  // (Fed while the clock is simulated, a note lives only in the simulation: said here, where it is fed.)
  const simulated = useUi((s) => s.summary?.simulated === true);
  const scroller = useRef<HTMLDivElement>(null);
  // (The React Compiler cannot memoise this hook's functions; the app is not compiled by it.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: staged.length,
    getScrollElement: () => scroller.current,
    // Rows have one fixed height (names are cut with an ellipsis): nothing to measure, no forced layout.
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (i) => staged[i]?.key ?? i,
  });
  if (staged.length === 0) return null;
  return (
    <section className="staged" aria-label="Waiting to be digested">
      <h2>Picked, not yet stored ({staged.length})</h2>
      <p className="muted">
        Give them a trust label, then digest: each is stored in the gut first, so nothing is lost from then on.
      </p>
      {staged.length > 1 && (
        <label>
          Trust for all{' '}
          <select
            value=""
            onChange={(e) => {
              if (e.target.value) relabelAll(e.target.value as Trust);
            }}
          >
            <option value="">choose…</option>
            {TRUSTS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
      )}
      <div ref={scroller} className="staged-scroller">
        <ul style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => {
            const item = staged[row.index];
            if (!item) return null;
            return (
              <StagedRow
                key={row.key}
                item={item}
                index={row.index}
                count={staged.length}
                offset={row.start}
                height={ROW_HEIGHT}
              />
            );
          })}
        </ul>
      </div>
      {opening && <p className="muted">The garden is still opening: they wait here until it is open.</p>}
      {simulated && (
        <p className="warning" data-testid="staged-simulated">
          The clock is simulated: what is digested now lives only in the simulation, is not stored, and is gone when the
          simulation ends.
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={running || following || opening}
        onClick={() => void digest()}
      >
        Digest {staged.length} source{staged.length === 1 ? '' : 's'}
        {simulated && ' into the simulation'}
      </button>
    </section>
  );
}
