// The address bar follows the view, so Back returns from a note to where it was opened and a reload keeps the
// place: "#/library", "#/note/<source>/<node>". A note link is a plain anchor to its address.
import { useUi, VIEWS, type NoteRoute, type View } from './ui-store';

export const viewHref = (view: View): string => `#/${view}`;

export const noteHref = (sourceId: string, nodeId?: string): string =>
  `#/note/${encodeURIComponent(sourceId)}${nodeId ? `/${encodeURIComponent(nodeId)}` : ''}`;

type Route = { view: View; note?: NoteRoute };

export function parseRoute(hash: string): Route | undefined {
  const [view, ...rest] = hash.replace(/^#\/?/, '').split('/');
  if (!(VIEWS as readonly string[]).includes(view ?? '')) return undefined;
  if (view !== 'note') return { view: view as View };
  try {
    const [id, focus] = rest.map(decodeURIComponent);
    return id ? { view: 'note', note: { id, ...(focus ? { focus } : {}) } } : undefined;
  } catch {
    return undefined; // a malformed address: stay where we are
  }
}

const hrefOf = (route: Route): string =>
  route.view === 'note' && route.note ? noteHref(route.note.id, route.note.focus) : viewHref(route.view);

/** Keeps the store and the address in step, both ways; returns the function that stops it. */
export function startRouting(): () => void {
  const follow = (): void => {
    const route = parseRoute(location.hash);
    if (!route) return;
    const ui = useUi.getState();
    if (route.note) ui.openNote(route.note);
    else if (route.view !== ui.view) ui.show(route.view);
  };
  follow();
  window.addEventListener('hashchange', follow);
  const stop = useUi.subscribe((state, before) => {
    if (state.view === before.view && state.note === before.note) return;
    const href = hrefOf({ view: state.view, ...(state.note ? { note: state.note } : {}) });
    // Changed from inside the app (the nav): a new history entry, without a hashchange of its own.
    if (href !== location.hash) history.pushState(null, '', href);
  });
  return () => {
    window.removeEventListener('hashchange', follow);
    stop();
  };
}
