import { plural } from '../../workers/garden/vocabulary';
import { useUi } from '../state/ui-store';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** What opening is doing before the garden's counts can be shown. */
function openingStep(step: string | undefined, nodes: number | undefined): string {
  if (step === 'indexing' && nodes !== undefined) return `indexing ${plural(nodes, 'node')}…`;
  if (step === 'reading') return 'reading the garden…';
  return 'opening…';
}

/** Title, the garden's size at a glance, the clock, the model's state and the theme switch. */
export function Header() {
  const summary = useUi((s) => s.summary);
  const model = useUi((s) => s.model);
  const theme = useUi((s) => s.theme);
  const toggleTheme = useUi((s) => s.toggleTheme);
  const opening = useUi((s) => s.opening);
  const c = summary?.counts;
  return (
    <header className="header">
      <h1>Metabolic Garden</h1>
      <div className="header-stats" data-testid="garden-counts" aria-live="polite">
        {c ? (
          <>
            <span className="stat">{plural(summary.sources, 'source')}</span>
            {/* (A side set aside by a settled lesion is living, but not counted as active beside a green dot.) */}
            <span className="stat state-active">{c.active - summary.setAside} active</span>
            {summary.setAside > 0 && <span className="stat state-set-aside">{summary.setAside} set aside</span>}
            <span className="stat state-dormant">{c.dormant} dormant</span>
            <span className="stat state-quarantined">{c.quarantined} quarantined</span>
            <span className="stat state-composted">{c.composted} composted</span>
            <span className={summary.openLesions > 0 ? 'stat lesion' : 'stat'}>
              {plural(summary.openLesions, 'lesion')}
            </span>
          </>
        ) : (
          <span>{openingStep(opening?.step, opening?.step === 'indexing' ? opening.nodes : undefined)}</span>
        )}
      </div>
      <div className="header-clock" data-testid="garden-clock">
        {summary && (
          <>
            {day(summary.now)}
            {summary.simulated && <span className="badge">simulated</span>}
          </>
        )}
      </div>
      <div className="model-status" data-testid="model-status" role="status">
        {model.error ? (
          <span className="error">the garden could not open: {model.error}</span>
        ) : model.ready ? (
          <span>model ready</span>
        ) : (
          <label>
            loading model ({model.status})
            <progress max={100} value={Math.round(model.progress)} />
          </label>
        )}
      </div>
      <button
        type="button"
        className="theme-toggle"
        onClick={toggleTheme}
        aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}
      >
        {theme === 'dark' ? '☀' : '☾'}
      </button>
    </header>
  );
}
