import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { StorageStatus } from './StorageStatus';

/** The user's data is theirs: a full JSON backup out, and back in (validated first; a bad file changes nothing). */
export function DataSection() {
  const [message, setMessage] = useState('');
  return (
    <fieldset className="data-section">
      <legend>Your data</legend>
      <button
        type="button"
        onClick={() => {
          void gardenWorker()
            .exportBackup()
            .then((json) => {
              const a = document.createElement('a');
              a.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
              a.download = `metabolic-garden-${new Date().toISOString().slice(0, 10)}.json`;
              a.click();
              setTimeout(() => {
                URL.revokeObjectURL(a.href);
              }, 10_000);
              setMessage('Backup exported.');
            });
        }}
      >
        Export JSON backup
      </button>
      <label className="button">
        Import JSON backup
        <input
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            void file
              .text()
              .then((text) => gardenWorker().importBackup(text))
              .then((r) => {
                setMessage(r.ok ? 'Backup restored.' : `Nothing was changed: ${r.reason ?? 'unknown problem'}`);
              });
          }}
        />
      </label>
      <p role="status">{message}</p>
      <StorageStatus />
    </fieldset>
  );
}
