import { useState } from 'react';
import { useFeed } from './feed-store';
import { readDrop, readPicked } from './read-drop';

/**
 * Drop files or folders here, or pick them; they are staged for digestion with a default trust label. A vault
 * exported from here is restored with its metadata instead.
 */
export function DropZone() {
  const arrive = useFeed((s) => s.arrive);
  const [over, setOver] = useState(false);
  return (
    <section
      className={`drop-zone${over ? ' over' : ''}`}
      data-testid="drop-zone"
      aria-label="Drop files or folders"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void readDrop(e.dataTransfer).then(arrive);
      }}
    >
      <p>
        Drop notes (.md, .txt, .html), tables (.csv), contacts (.vcf) and calendars (.ics), chat transcripts (.txt or a
        .json list of messages), whole folders, or a vault exported from here (.zip).
      </p>
      <div className="row">
        <label className="button">
          Choose files
          <input
            type="file"
            multiple
            accept=".md,.markdown,.txt,.text,.html,.htm,.csv,.vcf,.ics,.json,.zip"
            className="visually-hidden"
            onChange={(e) => {
              if (e.target.files) void readPicked(e.target.files).then(arrive);
              e.target.value = '';
            }}
          />
        </label>
        <label className="button">
          Choose a folder
          <input
            type="file"
            className="visually-hidden"
            ref={(el) => {
              el?.setAttribute('webkitdirectory', '');
            }}
            onChange={(e) => {
              if (e.target.files) void readPicked(e.target.files).then(arrive);
              e.target.value = '';
            }}
          />
        </label>
      </div>
    </section>
  );
}
