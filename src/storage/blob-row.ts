// A pack row as IndexedDB keeps it: its typed arrays and strings laid end to end in one Blob, the rest (its
// id, kind and a few numbers) beside it. Chromium reads a Blob's bytes back much faster than the same bytes
// as a structured clone's typed arrays (the bench's open figures), and reading the row itself returns at once.

const ARRAYS = { Int8Array, Uint8Array, Int32Array, Uint32Array, Float32Array, Float64Array } as const;
type ArrayName = keyof typeof ARRAYS;

/** Where field `key` lies in the blob: `length` elements (bytes of UTF-8 for a string) from `offset`. */
interface Part {
  key: string;
  type: ArrayName | 'string';
  offset: number;
  length: number;
  /** Read into a buffer of its own (see toBlobRow). */
  own?: true;
}

export interface BlobRow {
  id: number;
  kind: string;
  blob: Blob;
  parts: Part[];
  /** The row's other fields, as they were. */
  fields: Record<string, unknown>;
}

/** Every view starts on a multiple of 8 bytes, so that any typed array can be a view of the one buffer. */
const ALIGN = 8;

/** A field's bytes for the blob, with its type and length; nothing for a field kept beside the blob. */
function encoded(
  value: unknown,
  encoder: TextEncoder,
): (Omit<Part, 'key' | 'offset'> & { bytes: Uint8Array<ArrayBuffer> }) | undefined {
  if (typeof value === 'string') {
    const bytes = encoder.encode(value);
    return { type: 'string', length: bytes.length, bytes };
  }
  for (const type of Object.keys(ARRAYS) as ArrayName[])
    if (value instanceof ARRAYS[type]) {
      // A pack's arrays are its own, never shared between threads.
      const bytes = new Uint8Array(value.buffer as ArrayBuffer, value.byteOffset, value.byteLength);
      return { type, length: value.length, bytes };
    }
  return undefined;
}

/**
 * The row as a blob. Arrays named in `own` are read back into buffers of their own, laid after the rest:
 * an array that outlives its reading (a chunk's 10 MB of vector codes) would otherwise keep the whole row's
 * bytes alive as a view of their one buffer.
 */
export function toBlobRow(row: { id: number; kind: string }, own: readonly string[] = []): BlobRow {
  const encoder = new TextEncoder();
  const fields: Record<string, unknown> = {};
  const laid: (Omit<Part, 'offset'> & { bytes: Uint8Array<ArrayBuffer> })[] = [];
  for (const [key, value] of Object.entries(row) as [string, unknown][]) {
    if (key === 'id' || key === 'kind') continue;
    const part = encoded(value, encoder);
    if (part) laid.push({ key, ...part, ...(own.includes(key) && part.type !== 'string' ? { own: true } : {}) });
    else fields[key] = value;
  }
  laid.sort((a, b) => Number(a.own ?? false) - Number(b.own ?? false));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const parts: Part[] = [];
  let offset = 0;
  for (const { bytes, ...part } of laid) {
    const padding = (ALIGN - (offset % ALIGN)) % ALIGN;
    if (padding) chunks.push(new Uint8Array(padding));
    offset += padding;
    parts.push({ ...part, offset });
    chunks.push(bytes);
    offset += bytes.length;
  }
  return { id: row.id, kind: row.kind, blob: new Blob(chunks), parts, fields };
}

/** The row as it was written: its arrays are views of one buffer, but those it was told to read on their own. */
export async function fromBlobRow<T>(row: BlobRow): Promise<T> {
  const bytesOf = ({ type, length }: Part) => (type === 'string' ? length : length * ARRAYS[type].BYTES_PER_ELEMENT);
  const own = row.parts.filter((part) => part.own);
  const sharedEnd = Math.min(row.blob.size, ...own.map((part) => part.offset));
  const [shared, ...owned] = await Promise.all([
    row.blob.slice(0, sharedEnd).arrayBuffer(),
    ...own.map((part) => row.blob.slice(part.offset, part.offset + bytesOf(part)).arrayBuffer()),
  ]);
  const decoder = new TextDecoder();
  const out: Record<string, unknown> = { id: row.id, kind: row.kind, ...row.fields };
  for (const part of row.parts) {
    const { key, type, offset, length } = part;
    const at = own.indexOf(part);
    if (type === 'string') out[key] = decoder.decode(new Uint8Array(shared, offset, length));
    else out[key] = at < 0 ? new ARRAYS[type](shared, offset, length) : new ARRAYS[type](owned[at] as ArrayBuffer);
  }
  return out as T;
}

export const isBlobRow = (row: object): row is BlobRow => 'blob' in row && 'parts' in row;

/** A row as written, whether it was stored as a blob or, before blobs, as itself. */
export const fromStoredRow = <T extends object>(row: T | BlobRow): Promise<T> =>
  isBlobRow(row) ? fromBlobRow<T>(row) : Promise.resolve(row);
