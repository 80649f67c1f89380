import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { useUi } from '../state/ui-store';
import { plural } from '../../workers/garden/vocabulary';

/**
 * Shown while time is simulated: everything seen and done is a rehearsal in memory, and nothing of it is
 * saved (see core/kernel/rehearsal-store.ts). Ending it returns to the garden as stored.
 */
export function SimulationBanner() {
  const summary = useUi((s) => s.summary);
  const [ending, setEnding] = useState(false);
  if (!summary?.simulated) return null;
  const day = new Date(summary.now).toISOString().slice(0, 10);
  const added = summary.addedInSimulation ?? 0;
  return (
    <div className="update-banner" role="status" data-testid="simulation-banner">
      <span>
        Simulating {day}: what decays here, and anything added or changed, lives only in this simulation. Nothing of it
        is saved.
        {added > 0 && ` The ${plural(added, 'note')} added in it will be gone when it ends.`}
      </span>
      <button
        type="button"
        disabled={ending}
        onClick={() => {
          setEnding(true);
          void gardenWorker()
            .realClock()
            .finally(() => {
              setEnding(false);
            });
        }}
      >
        {added > 0 ? `End the simulation and drop ${plural(added, 'note')}` : 'End the simulation'}
      </button>
    </div>
  );
}
