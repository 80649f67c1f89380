import type { Settings } from '../../core/settings';
import { gardenWorker } from '../../workers/garden/garden-client';
import { Switch } from '../common/Switch';
import { useGardenQuery } from '../state/use-garden-query';

/** Enzyme packs, switched on and off together; the core pack always digests. */
export function PacksSection({ draft, change }: { draft: Settings; change: (s: Settings) => void }) {
  const { data: packs } = useGardenQuery(() => gardenWorker().packs(), []);
  return (
    <fieldset>
      <legend>Enzyme packs</legend>
      {packs?.map((p) => (
        <div key={p.id} className="pack">
          <Switch
            label={`${p.name} pack`}
            checked={p.required || draft.packs[p.id]}
            disabled={p.required}
            onChange={(on) => {
              change({ ...draft, packs: { ...draft.packs, [p.id]: on } });
            }}
          />
          <p className="muted">{p.description}</p>
          <ul className="muted">
            {p.enzymes.map((e) => (
              <li key={e.id}>
                <code>{e.id}</code>: {e.description}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
