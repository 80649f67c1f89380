// Whether a text the user is about to stage reads as a conversation (a pasted chat, a transcript file): worked
// out here, in the worker, so the main thread never runs the garden's own readers.
import { parseTranscript } from '../../core/segmentation/conversation';
import type { ConversationShape } from './garden-api';

/** Texts longer than this are staged as they are: reading them only to label them would stall the feed. */
const MAX_READ_CHARS = 1_000_000;

export function conversationShapes(texts: readonly (string | Uint8Array)[]): (ConversationShape | null)[] {
  return texts.map((content) => {
    if (content.length > MAX_READ_CHARS) return null;
    const text = typeof content === 'string' ? content : new TextDecoder('utf-8', { fatal: false }).decode(content);
    const turns = parseTranscript(text);
    return turns ? { turns: turns.length, speakers: new Set(turns.map((t) => t.speaker)).size } : null;
  });
}
