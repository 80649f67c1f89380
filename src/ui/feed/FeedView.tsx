import { DropZone } from './DropZone';
import { GettingStarted } from './GettingStarted';
import { useFeed } from './feed-store';
import { IngestStatus } from './IngestStatus';
import { NoteForm } from './NoteForm';
import { StagedList } from './StagedList';

export function FeedView() {
  const notice = useFeed((s) => s.notice);
  return (
    <div className="view feed-view">
      <h2 className="view-title">Feed the garden</h2>
      <GettingStarted />
      <div className="columns">
        <DropZone />
        <NoteForm />
      </div>
      <p role="status" data-testid="feed-notice" className={notice.startsWith('Nothing') ? 'error' : undefined}>
        {notice}
      </p>
      <StagedList />
      <IngestStatus />
    </div>
  );
}
