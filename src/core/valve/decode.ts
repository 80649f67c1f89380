// Turning raw bytes into text, or saying clearly why they are not text.

// Control characters other than tab, newline and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export type Decoded = { ok: true; text: string } | { ok: false; reason: string };

export function decodeBytes(bytes: Uint8Array): Decoded {
  if (bytes.includes(0))
    return { ok: false, reason: 'binary content (NUL bytes): only text, markdown and HTML are accepted' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return checkText(text);
  } catch {
    return { ok: false, reason: 'not valid UTF-8 text: only text, markdown and HTML are accepted' };
  }
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
