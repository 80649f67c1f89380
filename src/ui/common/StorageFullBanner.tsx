import { useEffect, useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { downloadBackup } from '../settings/download';
import { useUi } from '../state/ui-store';
import { byteSize, plural } from '../../workers/garden/vocabulary';

/**
 * The browser refused a write for want of space: say so, with what is in use, and offer what helps. Nothing
 * stored was lost, the garden still searches, and what could not be digested waits in the gut.
 */
export function StorageFullBanner() {
  const summary = useUi((s) => s.summary);
  const full = summary?.storageFull === true;
  const waiting = summary?.waiting ?? 0;
  const [estimate, setEstimate] = useState<StorageEstimate | undefined>();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (full) void navigator.storage.estimate().then(setEstimate);
  }, [full, summary]);
  if (!full) return null;
  const used = estimate?.usage === undefined ? '' : `: ${byteSize(estimate.usage)} used`;
  // The browser's estimate of its quota can be far above what it lets this site write (the disk itself is
  // full, or another limit applies): a quota that would make "full" look false is left unsaid.
  const near = estimate?.usage !== undefined && estimate.quota !== undefined && estimate.usage >= 0.9 * estimate.quota;
  const of = near ? ` of ${byteSize(estimate.quota ?? 0)}` : '';
  return (
    <div className="storage-full" role="alert" data-testid="storage-full">
      <span>
        Storage is full{used}
        {of}. Nothing stored was lost
        {waiting ? `; ${plural(waiting, 'source waits', 'sources wait')} to be digested when there is room` : ''}.
        Export a backup or free some space (other sites&apos; data in the browser&apos;s settings), then try again.
      </span>
      <button
        type="button"
        onClick={() => {
          setMessage('Exporting the backup…');
          void downloadBackup().then(setMessage);
        }}
      >
        Export backup
      </button>
      <button
        type="button"
        className="primary"
        onClick={() => {
          setMessage('');
          void gardenWorker().resumeWaiting();
        }}
      >
        Try again
      </button>
      {message && <span role="status">{message}</span>}
    </div>
  );
}
