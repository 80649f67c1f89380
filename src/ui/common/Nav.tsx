import { useUi, type View } from '../state/ui-store';

const ITEMS: { view: View; label: string }[] = [
  { view: 'feed', label: 'Feed' },
  { view: 'search', label: 'Search' },
  { view: 'library', label: 'Library' },
  { view: 'rhizome', label: 'Rhizome' },
  { view: 'lesions', label: 'Lesions' },
  { view: 'synthesis', label: 'Synthesis' },
  { view: 'profile', label: 'Profile' },
  { view: 'compost', label: 'Compost' },
  { view: 'time', label: 'Time' },
  { view: 'settings', label: 'Settings' },
];

export function Nav() {
  const view = useUi((s) => s.view);
  const show = useUi((s) => s.show);
  const lesions = useUi((s) => s.summary?.openLesions ?? 0);
  const gathered = useUi((s) => s.gathered.length);
  return (
    <nav className="nav" aria-label="Views">
      {ITEMS.map((item) => (
        <button
          key={item.view}
          type="button"
          aria-current={view === item.view ? 'page' : undefined}
          // (Its name says the count apart from the label: "Lesions, 2 open", not "Lesions2".)
          aria-label={countOf(item.view, lesions, gathered) ?? item.label}
          onClick={() => {
            show(item.view);
          }}
        >
          {item.label}
          {item.view === 'lesions' && lesions > 0 && (
            <span className="count" aria-hidden="true">
              {lesions}
            </span>
          )}
          {item.view === 'synthesis' && gathered > 0 && (
            <span className="count neutral" aria-hidden="true">
              {gathered}
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}

function countOf(view: View, lesions: number, gathered: number): string | undefined {
  if (view === 'lesions' && lesions > 0) return `Lesions, ${String(lesions)} open`;
  if (view === 'synthesis' && gathered > 0) return `Synthesis, ${String(gathered)} gathered`;
  return undefined;
}
