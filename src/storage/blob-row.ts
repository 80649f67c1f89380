// A snapshot section as IndexedDB keeps it: its typed arrays and strings laid end to end in one Blob, the rest
// (its id, kind and a few numbers) beside it. Chromium reads a Blob's bytes back much faster than the same
// bytes as a structured clone's typed arrays (the README's storage notes), and reading the row itself returns
// at once.

const ARRAYS = { Int8Array, Uint8Array, Int32Array, Uint32Array, Float32Array, Float64Array } as const;
type ArrayName = keyof typeof ARRAYS;

/** Where field `key` lies in the blob: `length` elements (bytes of UTF-8 for a string) from `offset`. */
interface Part {
  key: string;
  type: ArrayName | 'string';
  offset: number;
  length: number;
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
      // A snapshot's arrays are its own, never shared between threads.
      const bytes = new Uint8Array(value.buffer as ArrayBuffer, value.byteOffset, value.byteLength);
      return { type, length: value.length, bytes };
    }
  return undefined;
}

/** The row as a blob: its strings and typed arrays in the blob, anything else beside it. */
export function toBlobRow(row: { id: number; kind: string }): BlobRow {
  const encoder = new TextEncoder();
  const fields: Record<string, unknown> = {};
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const parts: Part[] = [];
  let offset = 0;
  for (const [key, value] of Object.entries(row) as [string, unknown][]) {
    if (key === 'id' || key === 'kind') continue;
    const part = encoded(value, encoder);
    if (!part) {
      if (value !== undefined) fields[key] = value;
      continue;
    }
    const { bytes, ...shape } = part;
    const padding = (ALIGN - (offset % ALIGN)) % ALIGN;
    if (padding) chunks.push(new Uint8Array(padding));
    offset += padding;
    parts.push({ key, ...shape, offset });
    chunks.push(bytes);
    offset += bytes.length;
  }
  return { id: row.id, kind: row.kind, blob: new Blob(chunks), parts, fields };
}

/** The row as it was written: its arrays are views of one buffer, the blob's bytes read once. */
export async function fromBlobRow<T>(row: BlobRow): Promise<T> {
  const buffer = await row.blob.arrayBuffer();
  const decoder = new TextDecoder();
  const out: Record<string, unknown> = { id: row.id, kind: row.kind, ...row.fields };
  for (const { key, type, offset, length } of row.parts)
    out[key] =
      type === 'string'
        ? decoder.decode(new Uint8Array(buffer, offset, length))
        : new ARRAYS[type](buffer, offset, length);
  return out as T;
}
