// Turning raw bytes into text, or saying clearly why they are not text.

// Control characters other than tab, newline and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** `invalidBytes`: bytes that were not UTF-8 and were read as U+FFFD, as an editor does. */
export type Decoded = { ok: true; text: string; invalidBytes?: number } | { ok: false; reason: string };

export function decodeBytes(bytes: Uint8Array): Decoded {
  if (bytes.includes(0))
    return { ok: false, reason: 'binary content (NUL bytes): only text, markdown and HTML are accepted' };
  try {
    return checkText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    // A few stray bytes in a text (a mis-saved character) are replaced; mostly invalid bytes are no text.
    const text = new TextDecoder('utf-8').decode(bytes);
    const checked = checkText(text);
    if (!checked.ok) return { ok: false, reason: 'not valid UTF-8 text: only text, markdown and HTML are accepted' };
    const written = (text.match(/\uFFFD/g) ?? []).length - occurrences(bytes, [0xef, 0xbf, 0xbd]);
    const validBytes = new TextEncoder().encode(text).length - 3 * written;
    return { ok: true, text, invalidBytes: bytes.length - validBytes };
  }
}

/** How many times `needle` occurs in `bytes`. */
function occurrences(bytes: Uint8Array, needle: number[]): number {
  let n = 0;
  for (let i = 0; i + needle.length <= bytes.length; i++) if (needle.every((b, k) => bytes[i + k] === b)) n++;
  return n;
}

/** Text that is mostly control characters is binary in disguise. */
export function checkText(text: string): Decoded {
  const controls = text.match(CONTROL)?.length ?? 0;
  const replacements = text.split('\uFFFD').length - 1;
  if (text.length > 0 && (controls + replacements) / text.length > 0.02)
    return { ok: false, reason: 'binary content (control characters): only text, markdown and HTML are accepted' };
  return { ok: true, text };
}

/** One canonical form so that the same text always hashes the same. */
export function normaliseText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .normalize('NFC')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
