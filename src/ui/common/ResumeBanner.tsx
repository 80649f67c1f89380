import { useUi } from '../state/ui-store';
import { plural } from './words';

/**
 * What the last session left in the gut (a crash, a closed tab, a full disk) is digested after opening: its
 * progress, then how it went. The garden is searchable meanwhile.
 */
export function ResumeBanner() {
  const opening = useUi((s) => s.opening);
  const setOpening = useUi((s) => s.setOpening);
  if (opening?.step === 'resuming')
    return (
      <div role="status" data-testid="resume-banner">
        <label>
          Resuming {plural(opening.total, 'source')} left from last time: {opening.done} of {opening.total}
          <progress max={opening.total} value={opening.done} />
        </label>
      </div>
    );
  if (opening?.step !== 'resumed') return null;
  const { total, absorbed, duplicate, rejected, reason } = opening;
  const fared = [
    `${String(absorbed)} absorbed`,
    ...(duplicate ? [`${String(duplicate)} already held`] : []),
    ...(rejected ? [`${String(rejected)} refused (see the journal)`] : []),
  ].join(', ');
  return (
    <div role="status" data-testid="resume-banner">
      {reason
        ? `Resuming ${plural(total, 'source')} left from last time stopped (${reason}): ${fared}. The rest wait in the garden; nothing was lost.`
        : `Resumed ${plural(total, 'source')} left from last time: ${fared}.`}
      <button
        type="button"
        onClick={() => {
          setOpening(undefined);
        }}
      >
        OK
      </button>
    </div>
  );
}
