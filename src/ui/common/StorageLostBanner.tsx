import { useState } from 'react';
import { useUi } from '../state/ui-store';

/**
 * The browser found the stored garden damaged and discarded it (see data-loss.ts): before this opening, an
 * empty garden says why it is empty instead of looking new; while it was open, the garden says that this tab's
 * memory is all that is left of it, to be exported before the tab closes. In the browser's words, both.
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
            The browser found this garden&apos;s storage damaged and discarded it while the garden was open. What you
            see is only in this tab now and nothing more is saved: export the markdown vault (Settings, Data) before
            closing the tab, or import your last JSON backup.
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
