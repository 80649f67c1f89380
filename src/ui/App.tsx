import { DEFAULT_SETTINGS } from '../core/settings';
import { TRUSTS } from '../core/model';

/** The shell. The full garden UI (feeding, search, rhizome) builds on this. */
export function App() {
  return (
    <main>
      <h1>Metabolic Garden</h1>
      <p>A knowledge garden that digests what it is fed: a valve, enzymes, a rhizome, decay and compost.</p>
      <h2>Retention classes</h2>
      <ul aria-label="Half-lives">
        {TRUSTS.map((t) => (
          <li key={t}>
            {t}: half-life {DEFAULT_SETTINGS.halfLifeDays[t]} days
          </li>
        ))}
      </ul>
    </main>
  );
}
