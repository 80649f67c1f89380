// Picks up what other apps shared to the installed garden (see src/sw/share-inbox.ts) and stages it in the
// feed: shared text is the user's own (operator); a shared link or page is external.
import type { SharedItem } from '../../sw/share-inbox';
import { defaultTrust, stageKey, type Staged } from './staged';

const INBOX_CACHE = 'share-inbox';

export async function takeSharedItems(): Promise<Staged[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(INBOX_CACHE);
  const staged: Staged[] = [];
  for (const request of await cache.keys()) {
    if (!request.url.endsWith('/item')) continue;
    const response = await cache.match(request);
    const item = (await response?.json()) as SharedItem | undefined;
    if (!item) continue;
    const text = [item.text, item.url].filter(Boolean).join('\n\n');
    if (text.trim())
      staged.push({
        key: stageKey(),
        name: item.title || item.url || 'Shared',
        trust: item.url ? 'external' : 'operator',
        origin: item.url || 'share',
        content: text,
        kind: 'text',
        bytes: text.length,
      });
    for (const f of item.files) {
      const blob = await (await cache.match(f.key))?.arrayBuffer();
      if (blob)
        staged.push({
          key: stageKey(),
          name: f.name,
          fileName: f.name,
          trust: defaultTrust(f.name, undefined),
          origin: 'share',
          content: new Uint8Array(blob),
          bytes: blob.byteLength,
        });
      await cache.delete(f.key);
    }
    await cache.delete(request);
  }
  return staged;
}
