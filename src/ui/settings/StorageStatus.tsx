import { useEffect, useState } from 'react';
import { byteSize } from '../../workers/garden/vocabulary';

const mb = (n: number | undefined) => (n === undefined ? '?' : byteSize(n));

/** Asks the browser to keep the garden's storage (not evict it under pressure), and shows the quota in use. */
export function StorageStatus() {
  const [persisted, setPersisted] = useState<boolean | undefined>();
  const [estimate, setEstimate] = useState<StorageEstimate | undefined>();
  useEffect(() => {
    void navigator.storage.persisted().then(setPersisted);
    void navigator.storage.estimate().then(setEstimate);
  }, []);
  return (
    <div className="storage-status" data-testid="storage-status">
      <p>
        Storage: {mb(estimate?.usage)} used of {mb(estimate?.quota)} ·{' '}
        {persisted
          ? 'persistent (the browser will not evict it)'
          : 'best effort (the browser may evict it under pressure)'}
      </p>
      {!persisted && (
        <button
          type="button"
          onClick={() => {
            void navigator.storage.persist().then(setPersisted);
          }}
        >
          Ask to keep my garden
        </button>
      )}
    </div>
  );
}
