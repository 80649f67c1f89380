// Nearest neighbours over every node's vector. A small garden is scanned exactly. From ANN_MIN vectors on,
// each vector also gets a binary code (one bit per dimension: above or below the garden's mean), and a search
// narrows in three passes: the Hamming distance of every code's head (its first HEAD_WORDS words), then of the
// whole code for the closest of those, then an exact dot product for the closest RESCORE. Codes need no
// training and are updated with every upsert, so the index stays incremental; the mean is refreshed (and every
// code rebuilt) each time the garden doubles. The index keeps the nodes' own vectors (they are never changed in
// place: a new vector is a new array), not a copy: at 100k nodes a copy is hundreds of MB of fresh memory to fault in;
// a vector still held as int8 codes (a node loaded from the store) is read as codes times its unit factor.
import { unitFactor, type Int8Vector } from '../embedding/int8';
import { dotAt } from '../embedding/vector';

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

/**
 * The binary codes as a store keeps them beside the vectors, so that opening a garden does not code every
 * vector again (most of the cost of building a big garden's indexes).
 */
export interface VectorCodes {
  mean: Float32Array;
  /** How many vectors the index held when the mean was taken: the codes are rebuilt once it doubles. */
  codedAt: number;
  /** Item k's code: its words in head[k·h … (k+1)·h) and tail[k·t … (k+1)·t). */
  head: Uint32Array;
  tail: Uint32Array;
}

export class VectorIndex {
  private ids: string[] = [];
  private readonly slot = new Map<string, number>();
  private vectors: (Float32Array | Int8Array)[] = [];
  /** What each slot's values are multiplied by to be a unit vector: 1 for floats. */
  private factors: number[] = [];
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

  /** The codes of `ids`, in order (all held here); none while the index is small enough to scan. */
  codesOf(ids: readonly string[]): VectorCodes | undefined {
    if (!this.mean) return undefined;
    const [h, t] = [this.headWords, this.tailWords];
    const head = new Uint32Array(ids.length * h);
    const tail = new Uint32Array(ids.length * t);
    ids.forEach((id, k) => {
      const i = this.slot.get(id);
      if (i === undefined) throw new Error(`the vector index does not hold ${id}`);
      head.set(this.head.subarray(i * h, (i + 1) * h), k * h);
      tail.set(this.tail.subarray(i * t, (i + 1) * t), k * t);
    });
    return { mean: this.mean, codedAt: this.codedAt, head, tail };
  }

  /**
   * Adds the entries that have codes kept for them (entry k, item k of `kept`) without coding them again: a
   * garden's nodes as they were stored, with their vectors still int8 codes. Entries given as `undefined`
   * (nodes changed since) are left for `upsertMany`. The index must be empty.
   */
  restore(kept: VectorCodes, entries: readonly ([string, Int8Vector] | undefined)[]): void {
    if (this.ids.length) throw new Error('codes are restored into an empty index only');
    const [h, t] = [this.headWords, this.tailWords];
    const items = kept.head.length / h;
    // Codes of another shape (another model) are not used: every entry is coded again.
    if (kept.mean.length !== this.dimensions || !Number.isInteger(items) || kept.tail.length !== items * t) return;
    const count = Math.min(entries.length, items);
    const slots = Math.max(1024, entries.length * 2);
    this.head = new Uint32Array(slots * h);
    this.tail = new Uint32Array(slots * t);
    this.mean = kept.mean;
    this.codedAt = kept.codedAt;
    for (let k = 0; k < count; k++) {
      const entry = entries[k];
      if (!entry) continue;
      const [id, vector] = entry;
      const i = this.ids.length;
      this.ids.push(id);
      this.slot.set(id, i);
      this.vectors[i] = vector.codes;
      this.factors[i] = vector.unit ?? unitFactor(vector.codes);
      // Word by word: two views a node were 200k small allocations at 100k nodes.
      for (let w = 0; w < h; w++) this.head[i * h + w] = kept.head[k * h + w] as number;
      for (let w = 0; w < t; w++) this.tail[i * t + w] = kept.tail[k * t + w] as number;
    }
  }

  upsert(id: string, vector: Float32Array | Int8Vector): void {
    this.upsertMany([[id, vector]]);
  }

  /** Many at once (a garden being opened): the codes are rebuilt at most once. */
  upsertMany(entries: readonly (readonly [string, Float32Array | Int8Vector])[]): void {
    const changed: number[] = [];
    for (const [id, vector] of entries) {
      let i = this.slot.get(id);
      if (i === undefined) {
        i = this.ids.length;
        this.ids.push(id);
        this.slot.set(id, i);
      }
      if (vector instanceof Float32Array) {
        this.vectors[i] = vector.length === this.dimensions ? vector : fitted(vector, this.dimensions);
        this.factors[i] = 1;
      } else {
        this.vectors[i] = vector.codes;
        this.factors[i] = vector.unit ?? unitFactor(vector.codes);
      }
      changed.push(i);
    }
    if (this.ids.length >= ANN_MIN && this.ids.length >= 2 * this.codedAt) this.recode();
    else if (this.mean) for (const i of changed) this.encode(i);
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
      const s = dotAt(this.vectors[i] as Float32Array, 0, query, this.dimensions) * (this.factors[i] as number);
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
    this.code(query, 1, qHead, 0, qTail, 0);
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
        word |= Number((v[dim] as number) * factor > (mean[dim] as number)) << (dim & 31);
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
      this.vectors[i] as Float32Array,
      this.factors[i] as number,
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
    for (let i = 0; i < n; i += stride, sampled++)
      addScaled(mean, this.vectors[i] as Float32Array, this.factors[i] as number, d);
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

function addScaled(sum: Float32Array, v: Float32Array | Int8Array, factor: number, d: number): void {
  for (let j = 0; j < d; j++) sum[j] = (sum[j] as number) + (v[j] as number) * factor;
}

/** A vector of another length cut or padded to `d` dimensions. */
function fitted(v: Float32Array, d: number): Float32Array {
  const out = new Float32Array(d);
  out.set(v.length > d ? v.subarray(0, d) : v);
  return out;
}

function growCodes(a: Uint32Array, length: number): Uint32Array {
  const grown = new Uint32Array(length);
  grown.set(a);
  return grown;
}
