import { DropZone } from './DropZone';
import { IngestStatus } from './IngestStatus';
import { NoteForm } from './NoteForm';
import { StagedList } from './StagedList';

export function FeedView() {
  return (
    <div className="view feed-view">
      <h2 className="view-title">Feed the garden</h2>
      <div className="columns">
        <DropZone />
        <NoteForm />
      </div>
      <StagedList />
      <IngestStatus />
    </div>
  );
}
