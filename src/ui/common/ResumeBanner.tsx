import { useUi } from '../state/ui-store';
import { plural } from '../../workers/garden/vocabulary';

/**
 * What the last session left in the gut (a crash, a closed tab, a full disk) is digested after opening: its
 * progress, then how it went. The garden is searchable meanwhile.
 */
export function ResumeBanner() {
  const opening = useUi((s) => s.opening);
  const setOpening = useUi((s) => s.setOpening);
  if (opening?.step !== 'resuming' && opening?.step !== 'resumed') return null;
  const sources = plural(opening.total, 'source');
  const what = opening.fromLastTime ? `${sources} left from last time` : `${sources} waiting in the garden`;
  if (opening.step === 'resuming')
    return (
      <div role="status" data-testid="resume-banner">
        <label>
          {opening.fromLastTime ? 'Resuming' : 'Digesting'} {what}: {opening.done} of {opening.total}
          <progress max={opening.total} value={opening.done} />
        </label>
      </div>
    );
  const { absorbed, duplicate, rejected, reason } = opening;
  const fared = [
    `${String(absorbed)} absorbed`,
    ...(duplicate ? [`${String(duplicate)} already held`] : []),
    ...(rejected ? [`${String(rejected)} refused (see the journal)`] : []),
  ].join(', ');
  const verb = opening.fromLastTime ? 'Resum' : 'Digest';
  return (
    <div role="status" data-testid="resume-banner">
      {reason
        ? `${verb}ing the ${what} stopped: ${reason}. So far ${fared}; the rest wait in the garden, nothing was lost.`
        : `${verb}ed ${what}: ${fared}.`}
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
