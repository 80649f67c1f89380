import { gardenWorker } from '../../workers/garden/garden-client';
import { FRICTION_NAMES } from '../common/entry-types';
import { useGardenQuery } from '../state/use-garden-query';
import { plural } from '../../workers/garden/vocabulary';

const WINDOW_DAYS = 30;

/** The conversation pack's byproduct: frustrations counted over the last 30 days, composted ones included. */
export function Frictions() {
  const { data } = useGardenQuery(() => gardenWorker().frictions(WINDOW_DAYS), []);
  if (!data?.length) return null;
  return (
    <section aria-label="Frustration byproducts">
      <h3>Mentioned lately</h3>
      <ul>
        {data.map((f) => (
          <li key={f.friction} data-testid="friction-aggregate">
            {FRICTION_NAMES[f.friction]} mentioned {f.mentions}× in the last {plural(f.days, 'day')}
            {f.composted > 0 ? ` (${String(f.composted)} since composted)` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
