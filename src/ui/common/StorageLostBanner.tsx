import { useState } from 'react';
import { useUi } from '../state/ui-store';

/**
 * The stored garden was lost (see data-loss.ts and DexieStore): discarded by the browser as damaged before this
 * opening, an empty garden says why it is empty instead of looking new; emptied while it was open, the garden
 * says that this tab's memory is all that is left of it, to be exported before the tab closes. With the
 * browser's words when it gave any.
 */
export function StorageLostBanner() {
  const discarded = useUi((s) => s.summary?.discarded);
  const show = useUi((s) => s.show);
  const [dismissed, setDismissed] = useState(false);
  if (discarded === undefined || dismissed) return null;
  return (
    <div className="storage-full" role="alert" data-testid="storage-lost">
      <span>
        {discarded.whileOpen ? (
          <>
            This garden&apos;s storage was emptied while the garden was open (the browser discarded it as damaged, or
            the site&apos;s data was cleared). What you see is only in this tab now and nothing more is saved: export
            the markdown vault (Settings, Data) before closing the tab, or import your last JSON backup.
          </>
        ) : (
          <>
            The browser found this garden&apos;s storage damaged and discarded it before the garden opened, so what it
            held is gone from this browser. Import your last JSON backup (Settings, Data) to bring it back.
          </>
        )}
        {discarded.message && <> The browser said: &ldquo;{discarded.message}&rdquo;</>}
      </span>
      <button
        type="button"
        className="primary"
        onClick={() => {
          show('settings');
        }}
      >
        Open Settings
      </button>
      <button
        type="button"
        onClick={() => {
          setDismissed(true);
        }}
      >
        OK
      </button>
    </div>
  );
}
