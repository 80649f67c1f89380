import { useEffect, useState } from 'react';
import type { Trust } from '../../core/types';
import { useFeed } from './feed-store';
import { readPaste } from './read-drop';
import { stageKey } from './staged';
import { gardenWorker } from '../../workers/garden/garden-client';
import type { ConversationShape } from '../../workers/garden/garden-api';
import { TRUSTS, plural } from '../../workers/garden/vocabulary';

/** Type or paste a note. A paste of part of a web page keeps its structure and, where known, its address. */
export function NoteForm() {
  const stage = useFeed((s) => s.stage);
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [trust, setTrust] = useState<Trust>('operator');
  // (A note with nothing in it is said to be refused, not dropped without a word.)
  const [refused, setRefused] = useState('');
  const shape = useConversationShape(text);
  return (
    <form
      className="note-form"
      aria-label="Write a note"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) {
          setRefused('Nothing added: the note is empty.');
          return;
        }
        const content = text;
        const name = title.trim() || content.trim().split('\n')[0]?.slice(0, 60) || 'Note';
        setText('');
        setTitle('');
        // The worker reads the text once more: what was typed last may not have been read yet.
        void gardenWorker()
          .readConversations([content])
          .then(([read]) => {
            stage([
              {
                key: stageKey(),
                name,
                trust,
                origin: 'typed',
                content,
                kind: read ? 'conversation' : 'markdown',
                bytes: content.length,
              },
            ]);
          });
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
            setRefused('');
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
        {shape
          ? `Reads as a conversation: ${plural(shape.turns, 'turn')} by ${plural(shape.speakers, 'speaker')} (session trust suits a transcript)`
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
      {refused && (
        <p className="error" role="alert">
          {refused}
        </p>
      )}
    </form>
  );
}

/** How the text being written reads as a conversation, asked of the worker a moment after typing stops. */
function useConversationShape(text: string): ConversationShape | null {
  const [shape, setShape] = useState<ConversationShape | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void gardenWorker()
        .readConversations([text])
        .then(([read]) => {
          if (current) setShape(read ?? null);
        });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return text.trim() ? shape : null;
}
