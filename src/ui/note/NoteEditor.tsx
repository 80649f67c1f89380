import { useState } from 'react';
import type { Revision } from '../../core/garden/revise';
import type { NoteDetail } from '../../workers/garden/garden-api';
import { gardenWorker } from '../../workers/garden/garden-client';
import { plural } from '../../workers/garden/vocabulary';

const said = (r: Revision): string =>
  `Saved as version ${String(r.version)}: ${plural(r.kept, 'line')} kept, ${String(r.added)} new, ${String(
    r.removed,
  )} changed or removed${r.restored ? `, ${String(r.restored)} brought back` : ''}.`;

/**
 * Editing a note in place: the edit is saved as a new version, which the garden digests as an update from the
 * same origin; the last edit can be undone.
 */
export function NoteEditor({ note }: { note: NoteDetail }) {
  const [text, setText] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const id = note.source.id;
  const run = (work: Promise<Revision>, after?: () => void) => {
    setBusy(true);
    work
      .then((r) => {
        setMessage(said(r));
        after?.();
      })
      .catch((e: unknown) => {
        setMessage(`Not saved: ${e instanceof Error ? e.message : String(e)}`);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <section className="note-editor" aria-label="Edit this note">
      {text === undefined ? (
        <div className="row">
          <button
            type="button"
            disabled={note.text === undefined || busy}
            title={note.text === undefined ? 'Only its segments were kept: there is no text to edit' : undefined}
            onClick={() => {
              setText(note.text ?? '');
              setMessage('');
            }}
          >
            Edit
          </button>
          {note.versions > 1 && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                run(gardenWorker().undoRevision(id));
              }}
            >
              Undo the last edit
            </button>
          )}
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run(gardenWorker().revise(id, text), () => {
              setText(undefined);
            });
          }}
        >
          <label>
            Text of the note
            <textarea
              value={text}
              rows={Math.min(24, Math.max(6, text.split('\n').length + 1))}
              onChange={(e) => {
                setText(e.target.value);
              }}
            />
          </label>
          <div className="row">
            <button type="submit" className="primary" disabled={busy}>
              Save as a new version
            </button>
            <button
              type="button"
              onClick={() => {
                setText(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      <p role="status" className="muted">
        {message}
      </p>
    </section>
  );
}
