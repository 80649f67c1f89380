// A JSON object pasted as a note (a config, a booking, an API's answer): cut by its structure, not by its
// length. Each object's plain fields become `key: value` lines under the path of keys that leads to it, so a
// window never ends inside a field and every piece reads as the labelled statements it holds.
// (A JSON list of {role, content} messages is a transcript: its own kind, see conversation.ts.)
import { fieldValue } from '../text/records';
import { estimateTokens } from '../text/terms';
import type { Piece } from './piece';

/** Field lines of one object are grouped up to about this many tokens: a piece fits the model's window. */
const GROUP_TOKENS = 96;
/** More fields than this is a data file, not a note: it is read as the text it is. */
const MAX_FIELDS = 2000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The pieces of a JSON object or list, or null when the text is not one. */
export function jsonPieces(text: string): Piece[] | null {
  const t = text.trim();
  if (!/^[{[][\s\S]*[}\]]$/.test(t)) return null;
  let data: Json;
  try {
    data = JSON.parse(t) as Json;
  } catch {
    return null;
  }
  const pieces: Piece[] = [];
  let fields = 0;
  const visit = (value: Json, path: string[]): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, path);
      return;
    }
    const entries = Object.entries(value);
    let lines: string[] = [];
    const flush = (): void => {
      if (lines.length) pieces.push({ text: lines.join('\n'), boundary: 'paragraph', context: path });
      lines = [];
    };
    for (const [key, v] of entries) {
      const plain = fieldValue(v);
      if (!plain) continue;
      fields++;
      const line = `${key}: ${plain}`;
      if (lines.length && estimateTokens([...lines, line].join('\n')) > GROUP_TOKENS) flush();
      lines.push(line);
    }
    flush();
    for (const [key, v] of entries) if (fieldValue(v) === undefined) visit(v, [...path, key]);
  };
  visit(data, []);
  return pieces.length && fields <= MAX_FIELDS ? pieces : null;
}
