import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { useUi } from '../state/ui-store';
import { useGardenQuery } from '../state/use-garden-query';
import { SizeChart } from './SizeChart';

const STEPS = [
  { days: 1, label: '+1 day' },
  { days: 7, label: '+1 week' },
  { days: 30, label: '+1 month' },
  { days: 182, label: '+6 months' },
];

/** Fast-forward simulated time and watch the garden digest (a rehearsal, never saved); return to the real clock. */
export function TimeView() {
  const summary = useUi((s) => s.summary);
  const [busy, setBusy] = useState(false);
  const { data: history } = useGardenQuery(() => gardenWorker().history(), []);
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work().finally(() => {
      setBusy(false);
    });
  };
  return (
    <div className="view time-view">
      <h2 className="view-title">Time</h2>
      <p>
        Garden time:{' '}
        <strong data-testid="time-now">{summary ? new Date(summary.now).toISOString().slice(0, 10) : '…'}</strong>
        {summary?.simulated ? ' (simulated)' : ' (real clock)'}
      </p>
      <p className="muted">
        Fast-forwarding shows what time does to this garden: what decays, what is composted. It is a simulation in
        memory: nothing of it is saved, and back on the real clock the garden is as you left it.
      </p>
      <div className="row" role="group" aria-label="Fast-forward">
        {STEPS.map((s) => (
          <button
            key={s.days}
            type="button"
            disabled={busy}
            onClick={() => {
              run(() => gardenWorker().fastForward(s.days));
            }}
          >
            {s.label}
          </button>
        ))}
        <button
          type="button"
          disabled={busy || !summary?.simulated}
          onClick={() => {
            run(() => gardenWorker().realClock());
          }}
        >
          Back to the real clock
        </button>
      </div>
      <SizeChart points={history ?? []} />
    </div>
  );
}
