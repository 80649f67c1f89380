import { useDeferredValue, useEffect } from 'react';
import { CompostView } from './compost/CompostView';
import { Banners } from './common/Banners';
import { Header } from './common/Header';
import { Nav } from './common/Nav';
import { FeedView } from './feed/FeedView';
import { Inspector } from './inspector/Inspector';
import { LesionsView } from './lesions/LesionsView';
import { LibraryView } from './library/LibraryView';
import { NoteView } from './note/NoteView';
import { ProfileView } from './profile/ProfileView';
import { RhizomeView } from './rhizome/RhizomeView';
import { SearchView } from './search/SearchView';
import { SettingsView } from './settings/SettingsView';
import { SynthesisView } from './synthesis/SynthesisView';
import { useUi, type View } from './state/ui-store';
import { TimeView } from './time/TimeView';

const VIEWS: Record<View, () => React.JSX.Element> = {
  feed: FeedView,
  search: SearchView,
  library: LibraryView,
  rhizome: RhizomeView,
  lesions: LesionsView,
  synthesis: SynthesisView,
  profile: ProfileView,
  compost: CompostView,
  time: TimeView,
  settings: SettingsView,
  note: NoteView,
};

/** The shell: header, navigation, the current view and, when a node is selected, the inspector. */
export function App() {
  const view = useUi((s) => s.view);
  const theme = useUi((s) => s.theme);
  const selected = useUi((s) => s.selectedNodeId);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  // The nav answers at once; the new view then renders as a transition React can interrupt and spread over
  // frames, so switching views never blocks the page while the worker keeps the other core busy.
  const shown = useDeferredValue(view);
  const Current = VIEWS[shown];
  return (
    <div className="app">
      {/* (The first Tab: past the header, the banners and ten views' buttons, to what the view holds.) */}
      <a className="skip-link" href="#main">
        Skip to the view
      </a>
      <Header />
      <Banners />
      <Nav />
      <main className="main" id="main" tabIndex={-1}>
        <Current />
      </main>
      {selected && <Inspector nodeId={selected} />}
    </div>
  );
}
