// Conversations as a source kind: a transcript of `Name: text` turns, or a JSON list of `{role, content}`
// messages. Segmentation cuts them into sentences, each keeping its speaker; intake gathers the sentences
// into units once it has their embeddings (see conversation/units.ts).
import type { Piece } from './piece';
import { squash } from './piece';
import { sentences } from '../text/language';

export interface Turn {
  speaker: string;
  text: string;
}

const TURN = /^([A-Z][\w .'-]{0,30}|user|assistant|system|agent|customer):\s+(\S.*)$/i;
/** Speakers that name a side of a conversation rather than a field of a note. */
const ROLES = new Set([
  'customer',
  'agent',
  'user',
  'assistant',
  'support',
  'client',
  'rep',
  'bot',
  'human',
  'ai',
  'me',
]);
/** Lines that look like a turn but are a note's own structure: bullets, headings, `key:: value` properties. */
const NOT_A_TURN = /^\s*(?:[-*•#>]|\d+[.)]\s|\w[\w-]*::)/;

function namedTurns(text: string): Turn[] | null {
  const lines = text.split('\n').filter((l) => l.trim());
  const turns: Turn[] = [];
  let turnLines = 0;
  for (const line of lines) {
    const m = NOT_A_TURN.test(line) ? null : TURN.exec(line.trim());
    const last = turns.at(-1);
    if (m?.[1] && m[2]) {
      turnLines++;
      turns.push({ speaker: m[1].trim(), text: m[2] });
    } else if (last) last.text = `${last.text} ${line.trim()}`;
    else return null;
  }
  // A transcript: most lines open a turn, at least two speakers, and the floor changes hands more than once
  // (a note of `Phone: …`, `Email: …` lines has many "speakers" who each speak once). A single exchange counts
  // when a side is a conversational role ("Customer:", "Agent:") and a sentence is said.
  const speakers = new Set(turns.map((t) => t.speaker.toLowerCase()));
  if (speakers.size < 2 || turnLines / lines.length < 0.6) return null;
  const changes = turns.filter((t, i) => i > 0 && t.speaker !== turns[i - 1]?.speaker).length;
  const repeats = turns.length - speakers.size;
  const dialogue = turnLines >= 3 && changes >= 2 && repeats >= 1;
  const exchange =
    [...speakers].some((sp) => ROLES.has(sp)) && turns.some((t) => t.text.trim().split(/\s+/).length >= 4);
  return dialogue || exchange ? turns : null;
}

function jsonTurns(text: string): Turn[] | null {
  if (!/^\s*\[/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const turns: Turn[] = [];
  for (const m of parsed as unknown[]) {
    if (typeof m !== 'object' || m === null) return null;
    const { role, content } = m as { role?: unknown; content?: unknown };
    if (typeof role !== 'string' || typeof content !== 'string') return null;
    if (content.trim()) turns.push({ speaker: role, text: content });
  }
  return turns.length ? turns : null;
}

/** The turns of a transcript, or null when the text is not one. */
export function parseTranscript(text: string): Turn[] | null {
  return jsonTurns(text) ?? namedTurns(text);
}

/**
 * One piece per sentence: the first sentence of a turn has a `turn` boundary, the rest `sentence`; the
 * speaker is the piece's context.
 */
export function conversationPieces(text: string): Piece[] {
  const turns = parseTranscript(text) ?? [{ speaker: 'unknown', text }];
  return turns.flatMap((turn) =>
    sentences(squash(turn.text)).map((s, i) => ({
      text: s,
      boundary: i === 0 ? ('turn' as const) : ('sentence' as const),
      context: [turn.speaker],
    })),
  );
}
