import { useState } from 'react';
import { useUi } from '../state/ui-store';

/**
 * The browser found the stored garden damaged and discarded it before this opening (see data-loss.ts): an
 * empty garden says why it is empty, in the browser's words, and where a backup brings it back, instead of
 * looking like a garden that never held anything.
 */
export function StorageLostBanner() {
  const discarded = useUi((s) => s.summary?.discarded);
  const show = useUi((s) => s.show);
  const [dismissed, setDismissed] = useState(false);
  if (discarded === undefined || dismissed) return null;
  return (
    <div className="storage-full" role="alert" data-testid="storage-lost">
      <span>
        The browser found this garden&apos;s storage damaged and discarded it before the garden opened, so what it held
        is gone from this browser. Import your last JSON backup (Settings, Data) to bring it back.
        {discarded && <> The browser said: &ldquo;{discarded}&rdquo;</>}
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
