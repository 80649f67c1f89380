// Opens the garden in the worker, reports model loading, and keeps the UI in step with changes.
import { callback, gardenWorker, onGardenChange } from '../../workers/garden/garden-client';
import { useFeed } from '../feed/feed-store';
import { takeSharedItems } from '../feed/share-inbox';
import { useUi } from './ui-store';

/** `?today=YYYY-MM-DD` pins the garden's clock (deterministic demos and end-to-end tests). */
function pinnedToday(): number | undefined {
  const today = new URLSearchParams(location.search).get('today');
  const t = today ? Date.parse(today) : NaN;
  return Number.isFinite(t) ? t : undefined;
}

export async function boot(): Promise<void> {
  const ui = useUi.getState();
  const garden = gardenWorker();
  // `?bench` hands the worker proxy (and a way to pass it callbacks) to the page, with the bench's own
  // endpoint (the bare model's throughput), for the measurements in the end-to-end tests and `npm run bench`.
  if (new URLSearchParams(location.search).has('bench')) {
    Object.assign(window, { metabolicGarden: garden, metabolicCallback: callback });
    const bench = import('../../workers/model/model-bench').then(({ modelBench }) => modelBench);
    Object.assign(window, { metabolicBench: bench });
  }
  onGardenChange(() => {
    useUi.getState().changed();
    void garden.summary().then((s) => {
      useUi.getState().setSummary(s);
    });
  });
  try {
    const today = pinnedToday();
    const summary = await garden.open(
      today === undefined ? {} : { today },
      callback(ui.setModel),
      callback(ui.setOpening),
    );
    ui.setSummary(summary);
    ui.modelReady();
    // Whatever other apps shared while the garden was closed waits in the feed for the user's go.
    const shared = await takeSharedItems();
    if (shared.length) {
      useFeed.getState().stage(shared);
      ui.show('feed');
    }
  } catch (e) {
    ui.modelFailed(e instanceof Error ? e.message : String(e));
  }
}
