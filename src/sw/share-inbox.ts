// The share target: what another app shares (title, text, a link, files) is kept in a Cache-backed inbox
// until the app opens and stages it in the feed. Nothing is digested without the valve.

export const SHARE_PATH = '/share';
export const INBOX_CACHE = 'share-inbox';

export interface SharedItem {
  title: string;
  text: string;
  url: string;
  files: { name: string; type: string; key: string }[];
}

export async function receiveShare(request: Request): Promise<Response> {
  const form = await request.formData();
  const cache = await caches.open(INBOX_CACHE);
  const stamp = `${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}`;
  const files: SharedItem['files'] = [];
  for (const [i, value] of form.getAll('files').entries()) {
    if (typeof value === 'string') continue;
    const key = `/share-inbox/${stamp}/file/${String(i)}`;
    await cache.put(
      key,
      new Response(value, { headers: { 'content-type': value.type || 'application/octet-stream' } }),
    );
    files.push({ name: value.name, type: value.type, key });
  }
  const field = (name: string): string => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const item: SharedItem = { title: field('title'), text: field('text'), url: field('url'), files };
  await cache.put(
    `/share-inbox/${stamp}/item`,
    new Response(JSON.stringify(item), { headers: { 'content-type': 'application/json' } }),
  );
  return Response.redirect('/?shared', 303);
}
