import { plural } from '../../workers/garden/vocabulary';

/**
 * A backup restored over a garden that holds something replaces all of it: the user says so first, with what
 * would go named, and may cancel (nothing changes) or export a backup of this garden before going on.
 */
export function RestoreConfirm({
  file,
  sources,
  onReplace,
  onCancel,
}: {
  file: string;
  sources: number;
  onReplace: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alertdialog" aria-labelledby="restore-warning" className="restore-confirm">
      <p id="restore-warning">
        Restoring {file} replaces everything in this garden ({plural(sources, 'source')}, with its compost and its
        lesions) by what the backup holds. Export a JSON backup first to keep what is here.
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={onReplace}>
          Replace this garden
        </button>
        <button type="button" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </div>
  );
}
