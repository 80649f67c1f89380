// Nearest neighbours over every node's vector, and the one place a node's vector lives: as int8 codes (see
// embedding/codes.ts), end to end in one array, each with its unit factor. A small garden is scanned exactly.
// From ANN_MIN vectors on, each vector also gets a binary code (one bit per dimension: above or below the
// garden's mean), and a search narrows in three passes: the Hamming distance of every code's head (its first
// HEAD_WORDS words), then of the whole code for the closest of those, then an exact dot product for the
// closest RESCORE. Codes need no training and are updated with every upsert, so the index stays incremental;
// the mean is refreshed (and every code rebuilt) each time the garden doubles. The index writes itself out
// whole (`image`) and is taken back from that image as it is, without coding anything again.
import { fromCodes, toCodes, unitFactor } from '../embedding/codes';
import { dotCodes } from '../embedding/vector';
import { cut, join } from '../joined';

export interface VectorHit {
  id: string;
  score: number;
}

/** Below this many vectors an exact scan is as fast as anything cleverer. */
export const ANN_MIN = 1024;
/** Candidates rescored exactly, at least; and never fewer than this many per result asked for. */
const RESCORE = 160;
const RESCORE_PER_RESULT = 10;
/**
 * The first pass reads 4 words (128 of 512 bits) of each code, kept apart from the rest so the pass streams a
 * quarter of the memory; it keeps the closest thirty-second of the garden, and at least 8 per candidate rescored.
 */
const HEAD_WORDS = 4;
const HEAD_KEEP_FRACTION = 1 / 32;
const HEAD_KEEP_PER_RESCORE = 8;
/** Past twice this many vectors, the mean is taken over an even sample of this many to twice this many. */
const MEAN_SAMPLE = 8192;

/** The version of `VectorImage`: an image of another version is not taken back. */
export const VECTOR_IMAGE_VERSION = 1;

/**
 * The index as it writes itself out for a store to keep: typed arrays, strings and numbers only, so that a
 * store can lay them in a blob without knowing what they mean.
 */
export interface VectorImage {
  version: number;
  dimensions: number;
  /** The ids, joined (see joined.ts), in slot order. */
  ids: string;
  idEnds: Uint32Array;
  /** Slot k's codes at codes[k·d … (k+1)·d), its unit factor at units[k]. */
  codes: Int8Array;
  units: Float64Array;
  /** The binary codes, when the index is big enough to have them: slot k's words in head and tail. */
  mean?: Float32Array;
  /** How many vectors the index held when the mean was taken: the codes are rebuilt once it doubles. */
  codedAt: number;
  head: Uint32Array;
  tail: Uint32Array;
}

export class VectorIndex {
  private ids: string[] = [];
  private readonly slot = new Map<string, number>();
  /** Room for `capacity` vectors: slot k's codes at codes[k·d …), its unit factor at units[k]. */
  private capacity = 0;
  private codes: Int8Array = new Int8Array(0);
  private units: Float64Array = new Float64Array(0);
  /** Code words per vector: `headWords` in `head`, the rest in `tail`; both empty until ANN_MIN. */
  private readonly headWords: number;
  private readonly tailWords: number;
  private head: Uint32Array = new Uint32Array(0);
  private tail: Uint32Array = new Uint32Array(0);
  private mean: Float32Array | undefined;
  private codedAt = 0;
  /** Head distances of the last search, kept between searches: a 100k-node search allocates nothing big. */
  private distance = new Uint16Array(0);

  constructor(readonly dimensions: number) {
    const words = Math.ceil(dimensions / 32);
    // Popcounts are summed in byte lanes, 8 at most a word: more than 31 words could overflow a lane.
    if (words > 31) throw new Error(`binary codes hold at most 992 dimensions, not ${String(dimensions)}`);
    this.headWords = Math.min(HEAD_WORDS, words);
    this.tailWords = words - this.headWords;
  }

  has(id: string): boolean {
    return this.slot.has(id);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Whether searches go through the binary codes (the garden is big enough). */
  get approximate(): boolean {
    return this.mean !== undefined;
  }

  /** The unit vector of `id`, made from its codes. */
  vector(id: string): Float32Array | undefined {
    const i = this.slot.get(id);
    if (i === undefined) return undefined;
    const d = this.dimensions;
    return fromCodes(this.codes.subarray(i * d, (i + 1) * d), this.units[i]);
  }

  /** A copy of the codes of `id` (a view would hand a store the whole index's buffer). */
  codesOf(id: string): Int8Array | undefined {
    const i = this.slot.get(id);
    const d = this.dimensions;
    return i === undefined ? undefined : this.codes.slice(i * d, (i + 1) * d);
  }

  /** The cosine of `id`'s vector with a unit `query`, read from its codes without making its vector. */
  similarity(id: string, query: Float32Array): number | undefined {
    const i = this.slot.get(id);
    return i === undefined ? undefined : this.scoreAt(i, query);
  }

  private scoreAt(i: number, query: Float32Array): number {
    return dotCodes(this.codes, i * this.dimensions, query, this.dimensions) * (this.units[i] as number);
  }

  /** The whole index, as a store keeps it. The arrays are copies cut to size: the index goes on changing. */
  image(): VectorImage {
    const n = this.ids.length;
    const [ids, idEnds] = join(this.ids);
    const coded = this.mean !== undefined;
    return {
      version: VECTOR_IMAGE_VERSION,
      dimensions: this.dimensions,
      ids,
      idEnds,
      codes: this.codes.slice(0, n * this.dimensions),
      units: this.units.slice(0, n),
      ...(this.mean ? { mean: this.mean.slice() } : {}),
      codedAt: this.codedAt,
      head: coded ? this.head.slice(0, n * this.headWords) : new Uint32Array(0),
      tail: coded ? this.tail.slice(0, n * this.tailWords) : new Uint32Array(0),
    };
  }

  /**
   * The index an image holds, its arrays adopted as they are (they are the image's own from then on). An
   * image of another version or shape is refused: its reader says what it found.
   */
  static fromImage(image: VectorImage): VectorIndex {
    const problem = imageProblem(image);
    if (problem) throw new Error(`the stored vector index cannot be read: ${problem}`);
    const index = new VectorIndex(image.dimensions);
    const n = image.idEnds.length;
    for (let k = 0; k < n; k++) {
      const id = cut(image.ids, image.idEnds, k);
      index.ids.push(id);
      index.slot.set(id, k);
    }
    index.capacity = n;
    index.codes = image.codes;
    index.units = image.units;
    if (image.mean) {
      index.mean = image.mean;
      index.codedAt = image.codedAt;
      index.head = image.head;
      index.tail = image.tail;
    }
    return index;
  }

  /** Adds or replaces a vector: a model's floats (made codes here) or codes as a store kept them. */
  upsert(id: string, vector: Float32Array | Int8Array): void {
    this.upsertMany([[id, vector]]);
  }

  /** Many at once (a garden being opened): the binary codes are rebuilt at most once. */
  upsertMany(entries: readonly (readonly [string, Float32Array | Int8Array])[]): void {
    const changed: number[] = [];
    const d = this.dimensions;
    // Room for every new one at once (a garden opened from its log adds 100k in one call), and a quarter more:
    // doubling would hold 51 MB of codes at 100k nodes that may never be used. It starts small: every step of an
    // ingest has an index of its own, most of them for a note of a few segments.
    let needed = this.ids.length;
    for (const [id] of entries) if (!this.slot.has(id)) needed++;
    if (needed > this.capacity) this.grow(Math.max(64, Math.ceil(1.25 * needed)));
    for (const [id, vector] of entries) {
      let i = this.slot.get(id);
      if (i === undefined) {
        i = this.ids.length;
        this.ids.push(id);
        this.slot.set(id, i);
      }
      const codes = vector instanceof Int8Array ? vector : toCodes(vector);
      const at = i * d;
      if (codes.length >= d) this.codes.set(codes.subarray(0, d), at);
      else {
        // A vector of another length is cut or padded to the index's.
        this.codes.fill(0, at, at + d);
        this.codes.set(codes, at);
      }
      this.units[i] = unitFactor(this.codes, at, d);
      changed.push(i);
    }
    if (this.ids.length >= ANN_MIN && this.ids.length >= 2 * this.codedAt) this.recode();
    else if (this.mean) for (const i of changed) this.encode(i);
  }

  private grow(capacity: number): void {
    const codes = new Int8Array(capacity * this.dimensions);
    codes.set(this.codes.subarray(0, this.ids.length * this.dimensions));
    const units = new Float64Array(capacity);
    units.set(this.units.subarray(0, Math.min(this.units.length, capacity)));
    this.codes = codes;
    this.units = units;
    this.capacity = capacity;
  }

  /** The k best matches that pass `accept`, best first. */
  search(query: Float32Array, k: number, accept: (id: string) => boolean): VectorHit[] {
    return this.mean ? this.searchCodes(query, k, accept) : this.scan(query, k, accept, this.ids.length, (i) => i);
  }

  /** Exact scores for `count` slots (all of them, or a candidate list), the k best kept. */
  private scan(
    query: Float32Array,
    k: number,
    accept: (id: string) => boolean,
    count: number,
    slotAt: (n: number) => number,
  ): VectorHit[] {
    const best: VectorHit[] = [];
    for (let n = 0; n < count; n++) {
      const i = slotAt(n);
      const s = this.scoreAt(i, query);
      if (best.length === k && s <= (best[k - 1]?.score ?? -Infinity)) continue;
      const id = this.ids[i] ?? '';
      if (!accept(id)) continue;
      let pos = best.length;
      while (pos > 0 && (best[pos - 1]?.score ?? 0) < s) pos--;
      best.splice(pos, 0, { id, score: s });
      if (best.length > k) best.pop();
    }
    return best;
  }

  private searchCodes(query: Float32Array, k: number, accept: (id: string) => boolean): VectorHit[] {
    const qHead = new Uint32Array(this.headWords);
    const qTail = new Uint32Array(this.tailWords);
    this.code(query, 0, 1, qHead, 0, qTail, 0);
    const n = this.ids.length;
    const want = Math.min(n, Math.max(RESCORE, k * RESCORE_PER_RESULT));
    const keep = Math.min(n, Math.max(want * HEAD_KEEP_PER_RESCORE, Math.ceil(n * HEAD_KEEP_FRACTION)));

    if (this.distance.length < n) this.distance = new Uint16Array(Math.max(n, 2 * this.distance.length));
    const headDistance = this.distance;
    const hw = this.headWords;
    // Each pass counts its distances' histogram as it goes (see `closest`): at 100k nodes the first pass is
    // most of a search, and a second one over the distances cost a fifth more.
    const histogram = new Uint32Array(this.dimensions + 1);
    if (hw === 4) {
      const h = this.head;
      const q0 = qHead[0] as number,
        q1 = qHead[1] as number,
        q2 = qHead[2] as number,
        q3 = qHead[3] as number;
      for (let i = 0, o = 0; i < n; i++, o += 4) {
        const d = bits4(
          (h[o] as number) ^ q0,
          (h[o + 1] as number) ^ q1,
          (h[o + 2] as number) ^ q2,
          (h[o + 3] as number) ^ q3,
        );
        headDistance[i] = d;
        histogram[d] = (histogram[d] as number) + 1;
      }
    } else
      for (let i = 0; i < n; i++) {
        const d = hamming(this.head, i * hw, qHead, hw);
        headDistance[i] = d;
        histogram[d] = (histogram[d] as number) + 1;
      }
    const survivors = closest(headDistance, n, keep, histogram);

    const tw = this.tailWords;
    const fullDistance = new Uint16Array(survivors.length);
    histogram.fill(0);
    for (let m = 0; m < survivors.length; m++) {
      const i = survivors[m] as number;
      const d = (headDistance[i] as number) + hamming(this.tail, i * tw, qTail, tw);
      fullDistance[m] = d;
      histogram[d] = (histogram[d] as number) + 1;
    }
    const candidates = closest(fullDistance, survivors.length, want, histogram, survivors);

    const exact = this.scan(query, k, accept, candidates.length, (c) => candidates[c] ?? 0);
    // A filter that rejects most candidates (a compost search) falls back to the exact scan.
    return exact.length < k ? this.scan(query, k, accept, n, (i) => i) : exact;
  }

  /** The binary code of a vector, split into head and tail: bit j is set when dimension j is above the mean. */
  private code(
    v: Float32Array | Int8Array,
    offset: number,
    factor: number,
    head: Uint32Array,
    headAt: number,
    tail: Uint32Array,
    tailAt: number,
  ): void {
    const mean = this.mean;
    if (!mean) return;
    const d = this.dimensions;
    const words = this.headWords + this.tailWords;
    // A word at a time (no test per dimension of where its word goes): opening 100k nodes codes them all.
    for (let w = 0; w < words; w++) {
      const end = Math.min(d, (w + 1) * 32);
      let word = 0;
      // Without a branch: a real embedding's bits are coin flips, and a mispredicted branch per dimension
      // made coding 100k vectors take twice as long.
      for (let dim = w * 32; dim < end; dim++)
        word |= Number((v[offset + dim] as number) * factor > (mean[dim] as number)) << (dim & 31);
      if (w < this.headWords) head[headAt + w] = word >>> 0;
      else tail[tailAt + w - this.headWords] = word >>> 0;
    }
  }

  private encode(i: number): void {
    if ((i + 1) * this.headWords > this.head.length) {
      const slots = Math.max(1024, this.ids.length * 2);
      this.head = growCodes(this.head, slots * this.headWords);
      this.tail = growCodes(this.tail, slots * this.tailWords);
    }
    this.code(
      this.codes,
      i * this.dimensions,
      this.units[i] as number,
      this.head,
      i * this.headWords,
      this.tail,
      i * this.tailWords,
    );
  }

  /**
   * A new mean, and every code rebuilt against it. Past 2·MEAN_SAMPLE vectors the mean is taken over an even
   * sample of MEAN_SAMPLE to 2·MEAN_SAMPLE of them (its error is about a hundredth of a dimension's spread):
   * opening 100k nodes saves a pass over 51M values.
   */
  private recode(): void {
    const d = this.dimensions;
    const n = this.ids.length;
    const mean = new Float32Array(d);
    const stride = Math.max(1, Math.floor(n / MEAN_SAMPLE));
    let sampled = 0;
    for (let i = 0; i < n; i += stride, sampled++) addScaled(mean, this.codes, i * d, this.units[i] as number, d);
    for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) / sampled;
    this.mean = mean;
    this.head = new Uint32Array(Math.max(1024, n * 2) * this.headWords);
    this.tail = new Uint32Array(Math.max(1024, n * 2) * this.tailWords);
    for (let i = 0; i < n; i++) this.encode(i);
    this.codedAt = n;
  }
}

/**
 * Set bits of `codes[o, o + words)` XOR `q`: SWAR popcounts summed in byte lanes (a lane gains at most 8 a
 * word) and folded once. Typed-array reads are in bounds by construction; the casts only satisfy the checker.
 */
function hamming(codes: Uint32Array, o: number, q: Uint32Array, words: number): number {
  let lanes = 0;
  for (let j = 0; j < words; j++) {
    let x = (codes[o + j] as number) ^ (q[j] as number);
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    lanes += (x + (x >>> 4)) & 0x0f0f0f0f;
  }
  return (lanes & 0xff) + ((lanes >>> 8) & 0xff) + ((lanes >>> 16) & 0xff) + (lanes >>> 24);
}

/**
 * The entries (or their `slots`) whose distance is among the `want` smallest of `count`, ties at the edge
 * included: distances are small integers, so their histogram (counted by the caller as it worked them out)
 * finds the edge with no sort and no heap.
 */
function closest(
  distance: Uint16Array,
  count: number,
  want: number,
  histogram: Uint32Array,
  slots?: Uint32Array,
): Uint32Array {
  const max = histogram.length - 1;
  let limit = 0;
  let kept = histogram[0] as number;
  while (kept < want && limit < max) kept += histogram[++limit] as number;
  const out = new Uint32Array(kept);
  for (let n = 0, m = 0; n < count; n++)
    if ((distance[n] as number) <= limit) out[m++] = slots ? (slots[n] as number) : n;
  return out;
}

/** Set bits of four words: each word's popcount in byte lanes (at most 8 a lane), summed, then folded once. */
function bits4(a: number, b: number, c: number, d: number): number {
  a = a - ((a >>> 1) & 0x55555555);
  b = b - ((b >>> 1) & 0x55555555);
  c = c - ((c >>> 1) & 0x55555555);
  d = d - ((d >>> 1) & 0x55555555);
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333);
  b = (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
  d = (d & 0x33333333) + ((d >>> 2) & 0x33333333);
  const lanes =
    ((a + (a >>> 4)) & 0x0f0f0f0f) +
    ((b + (b >>> 4)) & 0x0f0f0f0f) +
    ((c + (c >>> 4)) & 0x0f0f0f0f) +
    ((d + (d >>> 4)) & 0x0f0f0f0f);
  return Math.imul(lanes, 0x01010101) >>> 24;
}

function addScaled(sum: Float32Array, codes: Int8Array, offset: number, factor: number, d: number): void {
  for (let j = 0; j < d; j++) sum[j] = (sum[j] as number) + (codes[offset + j] as number) * factor;
}

/** What is wrong with an image, if anything: its version, or arrays that do not fit together. */
function imageProblem(image: VectorImage): string | undefined {
  if (image.version !== VECTOR_IMAGE_VERSION)
    return `it is of version ${String(image.version)}, this app reads ${String(VECTOR_IMAGE_VERSION)}`;
  const n = image.idEnds.length;
  const words = Math.ceil(image.dimensions / 32);
  const headWords = Math.min(HEAD_WORDS, words);
  if (image.codes.length !== n * image.dimensions || image.units.length !== n)
    return `${String(n)} ids but ${String(image.codes.length)} codes and ${String(image.units.length)} unit factors`;
  if (image.mean && (image.head.length !== n * headWords || image.tail.length !== n * (words - headWords)))
    return 'its binary codes do not match its vectors';
  return undefined;
}

function growCodes(a: Uint32Array, length: number): Uint32Array {
  const grown = new Uint32Array(length);
  grown.set(a);
  return grown;
}
