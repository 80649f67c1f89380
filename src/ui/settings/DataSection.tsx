import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { useFeed } from '../feed/feed-store';
import { readPicked } from '../feed/read-drop';
import { useUi } from '../state/ui-store';
import { FileButton } from './FileButton';
import { RestoreConfirm } from './RestoreConfirm';
import { StorageStatus } from './StorageStatus';
import { download, downloadBackup, reason, today } from './download';

/** The user's data is theirs: a markdown vault and a full JSON backup out, and both back in. */
export function DataSection() {
  const [message, setMessage] = useState('');
  const sources = useUi((s) => s.summary?.sources ?? 0);
  // A backup waiting for the user's word before it replaces a garden that holds something.
  const [pending, setPending] = useState<{ name: string; text: string } | undefined>();
  // What a restore came to, failure included, as the one message the section shows.
  const restore = (name: string, text: string): Promise<string> =>
    gardenWorker()
      .importBackup(text)
      .then(
        (r) => (r.ok ? 'Backup restored.' : `Nothing was changed: ${r.reason ?? 'unknown problem'}`),
        (err: unknown) => `${name} could not be restored: ${reason(err)}. Nothing was changed.`,
      );
  return (
    <fieldset className="data-section">
      <legend>Your data</legend>
      <button
        type="button"
        onClick={() => {
          setMessage('Exporting the backup…');
          void downloadBackup().then(setMessage);
        }}
      >
        Export JSON backup
      </button>
      <button
        type="button"
        onClick={() => {
          setMessage('Exporting the markdown vault…');
          void gardenWorker()
            .exportVault()
            .then((zip) => {
              download(zip as Uint8Array<ArrayBuffer>, 'application/zip', `metabolic-garden-vault-${today()}.zip`);
              setMessage('Markdown vault exported.');
            })
            .catch((e: unknown) => {
              setMessage(`The vault could not be exported: ${reason(e)}. Nothing in the garden changed.`);
            });
        }}
      >
        Export markdown vault (.zip)
      </button>
      <FileButton
        label="Import JSON backup"
        accept=".json,application/json"
        onFile={(file) =>
          file.text().then((text) => {
            if (sources === 0) return restore(file.name, text);
            setPending({ name: file.name, text });
            return '';
          })
        }
        onDone={setMessage}
      />
      {pending && (
        <RestoreConfirm
          file={pending.name}
          sources={sources}
          onReplace={() => {
            setPending(undefined);
            setMessage('Restoring the backup…');
            void restore(pending.name, pending.text).then(setMessage);
          }}
          onCancel={() => {
            setPending(undefined);
            setMessage(`Nothing was changed: ${pending.name} was not restored.`);
          }}
        />
      )}
      <FileButton
        label="Import markdown vault (.zip)"
        accept=".zip,application/zip"
        onFile={(file) =>
          readPicked([file])
            .then((items) => useFeed.getState().arrive(items))
            .then((notice) => notice || 'No garden export in that file: its notes wait in the feed.')
        }
        onDone={setMessage}
      />
      <p role="status">{message}</p>
      <StorageStatus />
    </fieldset>
  );
}
