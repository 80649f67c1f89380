import { TRUSTS, type Trust } from '../../core/model';
import { useUi } from '../state/ui-store';
import { useFeed } from './feed-store';

const kb = (n: number) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`);

/** What waits to be digested, each with its trust label, and the button that starts digestion. */
export function StagedList() {
  const { staged, relabel, relabelAll, unstage, digest, running } = useFeed();
  const following = useUi((s) => s.summary?.role === 'follower');
  if (staged.length === 0) return null;
  return (
    <section className="staged" aria-label="Waiting to be digested">
      <h2>Waiting in the gut ({staged.length})</h2>
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
      <ul>
        {staged.map((s) => (
          <li key={s.key} data-testid="staged-item">
            <span className="name">{s.name}</span>
            <span className="muted">{kb(s.bytes)}</span>
            <label>
              <span className="visually-hidden">Trust for {s.name}</span>
              <select
                value={s.trust}
                onChange={(e) => {
                  relabel(s.key, e.target.value as Trust);
                }}
              >
                {TRUSTS.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() => {
                unstage(s.key);
              }}
              aria-label={`Remove ${s.name}`}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="primary" disabled={running || following} onClick={() => void digest()}>
        Digest {staged.length} source{staged.length === 1 ? '' : 's'}
      </button>
    </section>
  );
}
