import { useState } from 'react';
import { TRUSTS, type Trust } from '../../core/model';
import { parseTranscript } from '../../core/segmentation/conversation';
import { useFeed } from './feed-store';
import { readPaste } from './read-drop';
import { stageKey } from './staged';

/** Type or paste a note. A paste of part of a web page keeps its structure and, where known, its address. */
export function NoteForm() {
  const stage = useFeed((s) => s.stage);
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [trust, setTrust] = useState<Trust>('operator');
  const turns = text.length < 200_000 ? parseTranscript(text) : null;
  const speakers = new Set(turns?.map((t) => t.speaker)).size;
  return (
    <form
      className="note-form"
      aria-label="Write a note"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        const content = text;
        stage([
          {
            key: stageKey(),
            name: title.trim() || content.trim().split('\n')[0]?.slice(0, 60) || 'Note',
            trust,
            origin: 'typed',
            content,
            kind: turns ? 'conversation' : 'markdown',
            bytes: content.length,
          },
        ]);
        setText('');
        setTitle('');
      }}
    >
      <label>
        Title
        <input
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
          }}
          placeholder="optional"
        />
      </label>
      <label>
        Note
        <textarea
          value={text}
          rows={5}
          onChange={(e) => {
            setText(e.target.value);
          }}
          onPaste={(e) => {
            const staged = readPaste(e.clipboardData);
            if (staged?.kind === 'html') {
              e.preventDefault();
              stage([staged]);
            }
          }}
          placeholder="Write in markdown, or paste text, a chat transcript or part of a web page"
        />
      </label>
      <p className="muted" role="status">
        {turns
          ? `Reads as a conversation: ${String(turns.length)} turns by ${String(speakers)} speakers (session trust suits a transcript)`
          : ''}
      </p>
      <label>
        Trust
        <select
          value={trust}
          onChange={(e) => {
            setTrust(e.target.value as Trust);
          }}
        >
          {TRUSTS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <button type="submit">Add to the feed</button>
    </form>
  );
}
