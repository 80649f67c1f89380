// Turning raw bytes into text, or saying clearly why they are not text.

// Control characters other than tab, newline and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * `invalidBytes`: bytes that were not UTF-8 and were read as U+FFFD, as an editor does. `encoding`: set when the
 * bytes were read as another encoding than UTF-8 (a Windows "Unicode" file, a note saved as Latin-1).
 */
export type Decoded =
  { ok: true; text: string; invalidBytes?: number; encoding?: LegacyEncoding } | { ok: false; reason: string };

export type LegacyEncoding = 'UTF-16' | 'Windows-1252';

/** A text in an 8-bit encoding is mostly ASCII (its words' accented letters are the rest). */
const MIN_ASCII_SHARE = 0.7;

export function decodeBytes(bytes: Uint8Array): Decoded {
  // Windows writes "Unicode" text as UTF-16 with a byte-order mark: its NUL bytes are half of every letter.
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : undefined;
  if (utf16) {
    try {
      const text = new TextDecoder(utf16, { fatal: true }).decode(bytes);
      const checked = checkText(text);
      return checked.ok ? { ok: true, text, encoding: 'UTF-16' } : checked;
    } catch {
      return { ok: false, reason: 'not text: it opens as UTF-16 but does not read as it' };
    }
  }
  if (bytes.includes(0))
    return { ok: false, reason: 'binary content (NUL bytes): only text, markdown and HTML are accepted' };
  try {
    return checkText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    // No character beyond ASCII was valid UTF-8: the text was saved in an 8-bit encoding, as older editors
    // on Windows and Mac do (Latin-1, or Windows-1252, its superset), and reads whole in it.
    if (!/[\u0080-\uFFFC\uFFFE\uFFFF]/.test(text)) return eightBit(bytes);
    // A few stray bytes in a UTF-8 text (a mis-saved character) are replaced; mostly invalid bytes are no text.
    const checked = checkText(text);
    if (!checked.ok) return { ok: false, reason: 'not valid UTF-8 text: only text, markdown and HTML are accepted' };
    const written = (text.match(/\uFFFD/g) ?? []).length - occurrences(bytes, [0xef, 0xbf, 0xbd]);
    const validBytes = new TextEncoder().encode(text).length - 3 * written;
    return { ok: true, text, invalidBytes: bytes.length - validBytes };
  }
}

/**
 * What Windows-1252 puts at 0x80–0x9F, where Latin-1 has control characters (five places are left undefined).
 * Written out because Node 20's TextDecoder reads "windows-1252" as Latin-1, and the core reads the same in Node
 * and in the browser.
 */
// prettier-ignore
const WINDOWS_1252_HIGH = [
  '€', undefined, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', undefined, 'Ž', undefined,
  undefined, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', undefined, 'ž', 'Ÿ',
];

/** Bytes read as Windows-1252, when they look like text in it: mostly ASCII, and no control characters. */
function eightBit(bytes: Uint8Array): Decoded {
  const refused: Decoded = {
    ok: false,
    reason: 'not text: neither UTF-8 nor Latin-1; only text, markdown and HTML are accepted (save it as UTF-8)',
  };
  let ascii = 0;
  let text = '';
  for (const b of bytes) {
    if (b < 0x80) ascii++;
    const char = b >= 0x80 && b < 0xa0 ? WINDOWS_1252_HIGH[b - 0x80] : String.fromCharCode(b);
    if (char === undefined) return refused;
    text += char;
  }
  if (ascii / bytes.length < MIN_ASCII_SHARE || !checkText(text).ok) return refused;
  return { ok: true, text, encoding: 'Windows-1252' };
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
