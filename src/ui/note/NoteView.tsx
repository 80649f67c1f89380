import type { NoteDetail } from '../../workers/garden/garden-api';
import { gardenWorker } from '../../workers/garden/garden-client';
import { byteSize, plural } from '../../workers/garden/vocabulary';
import { noteHref } from '../state/route';
import { useGardenQuery } from '../state/use-garden-query';
import { useUi } from '../state/ui-store';
import { JournalList } from '../common/JournalList';
import { NoteBlocks } from './NoteBlocks';
import { NoteEditor } from './NoteEditor';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

type Relation = NoteDetail['relations'][number];

/** "3 parts confirm", "1 part is superseded by": the relation read from this note's side. */
function relationWords(r: Relation): string {
  const one = r.count === 1;
  const out = r.direction === 'out';
  switch (r.kind) {
    case 'related':
      return one ? 'is related to' : 'are related to';
    case 'lesion':
      return one ? 'is in a lesion with' : 'are in lesions with';
    case 'confirms':
      return out ? (one ? 'confirms' : 'confirm') : one ? 'is confirmed by' : 'are confirmed by';
    case 'corroborates':
      return out ? (one ? 'corroborates' : 'corroborate') : one ? 'is corroborated by' : 'are corroborated by';
    case 'supersedes':
      return out ? (one ? 'supersedes' : 'supersede') : one ? 'is superseded by' : 'are superseded by';
  }
}

/** A note as its own page: its text as written with what became of each part, its links and its history. */
export function NoteView() {
  const route = useUi((s) => s.note);
  const id = route?.id ?? '';
  const { data: note, error } = useGardenQuery(() => gardenWorker().note(id), [id]);
  if (!route) return <p>No note is open: pick one in the Library, or from any search result.</p>;
  if (error) return <p className="error">This note could not be read: {error}</p>;
  if (note === undefined) return <p aria-busy="true">Reading the note…</p>;
  if (note === null) return <p>The garden holds no such note.</p>;
  const { source } = note;
  return (
    <article className="note-page" aria-labelledby="note-title">
      <h2 id="note-title" className="view-title">
        {source.title}
      </h2>
      <p className="muted note-facts">
        {source.kind} · <span className={`badge trust-${source.trust}`}>{source.trust}</span> · from {source.origin} ·
        written {day(source.generatedAt)} · received {day(source.receivedAt)} · {byteSize(source.bytes)} ·{' '}
        {plural(source.segments, 'segment')}: {source.states.active} active, {source.states.dormant} dormant,{' '}
        {source.states.quarantined} quarantined, {source.states.composted} composted
      </p>
      <ul className="legend-row note-legend" aria-label="The bar beside each part">
        <li className="muted">The bar beside each part:</li>
        <li className="legend state-active">active</li>
        <li className="legend state-dormant">dormant</li>
        <li className="legend state-quarantined">quarantined</li>
        <li className="legend state-composted">composted</li>
      </ul>
      <NoteEditor key={source.id} note={note} />
      {note.fromSegments && <p className="muted">Shown as the garden cut it into segments, under their headings.</p>}
      <NoteBlocks blocks={note.blocks} focus={route.focus} />
      <NoteLinks note={note} />
      <section aria-labelledby="note-journal">
        <h3 id="note-journal">Journal</h3>
        <JournalList entries={note.journal} label="Journal of this note" />
      </section>
    </article>
  );
}

function NoteLinks({ note }: { note: NoteDetail }) {
  return (
    <div className="note-links">
      <section aria-labelledby="note-links">
        <h3 id="note-links">Links to</h3>
        {note.links.length === 0 ? (
          <p className="muted">It links to no other note.</p>
        ) : (
          <ul>
            {note.links.map((l) => (
              <li key={l.name}>
                {l.sourceId ? (
                  <a href={noteHref(l.sourceId)}>{l.name}</a>
                ) : (
                  <span className="muted">{l.name} (not in the garden)</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="note-backlinks">
        <h3 id="note-backlinks">Linked from</h3>
        {note.backlinks.length === 0 ? (
          <p className="muted">No note links here.</p>
        ) : (
          <ul>
            {note.backlinks.map((b) => (
              <li key={b.sourceId}>
                <a href={noteHref(b.sourceId)}>{b.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="note-relations">
        <h3 id="note-relations">In the garden</h3>
        {note.relations.length === 0 ? (
          <p className="muted">None of its parts relates to another note’s yet.</p>
        ) : (
          <ul>
            {note.relations.map((r) => (
              <li key={`${r.sourceId}-${r.kind}-${r.direction}`}>
                {plural(r.count, 'part')} {relationWords(r)} <a href={noteHref(r.sourceId)}>{r.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
