// Nearest neighbours over every node's vector. A small garden is scanned exactly. From ANN_MIN vectors on,
// each vector also gets a binary code (one bit per dimension: above or below the garden's mean), codes are
// scanned by Hamming distance — a few table lookups per vector instead of a 512-wide dot product — and the
// closest RESCORE of them are scored exactly. Codes need no training and are updated with every upsert, so
// the index stays incremental; the mean is refreshed (and every code rebuilt) each time the garden doubles.
import { dotAt } from '../embedding/vector';

export interface VectorHit {
  id: string;
  score: number;
}

/** Below this many vectors an exact scan is as fast as anything cleverer. */
export const ANN_MIN = 4096;
/** Candidates rescored exactly, at least; and never fewer than this many per result asked for. */
const RESCORE = 320;
const RESCORE_PER_RESULT = 16;

/** Set bits of a 32-bit word (SWAR: a handful of integer operations, no memory lookups). */
function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export class VectorIndex {
  private ids: string[] = [];
  private readonly slot = new Map<string, number>();
  private matrix: Float32Array;
  /** Binary codes, `words` 32-bit words per vector; empty until the garden reaches ANN_MIN. */
  private codes: Uint32Array = new Uint32Array(0);
  private readonly words: number;
  private mean: Float32Array | undefined;
  private codedAt = 0;
  /** Hamming distances of the last search, kept between searches: a 100k-node search allocates nothing big. */
  private distance = new Uint16Array(0);

  constructor(readonly dimensions: number) {
    this.matrix = new Float32Array(dimensions * 1024);
    this.words = Math.ceil(dimensions / 32);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Whether searches go through the binary codes (the garden is big enough). */
  get approximate(): boolean {
    return this.mean !== undefined;
  }

  upsert(id: string, vector: Float32Array): void {
    let i = this.slot.get(id);
    if (i === undefined) {
      i = this.ids.length;
      if ((i + 1) * this.dimensions > this.matrix.length) this.matrix = grow(this.matrix, this.matrix.length * 2);
      this.ids.push(id);
      this.slot.set(id, i);
    }
    this.matrix.set(vector.subarray(0, this.dimensions), i * this.dimensions);
    if (this.ids.length >= ANN_MIN && this.ids.length >= 2 * this.codedAt) this.recode();
    else if (this.mean) this.encode(i);
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
    const d = this.dimensions;
    const best: VectorHit[] = [];
    for (let n = 0; n < count; n++) {
      const i = slotAt(n);
      const s = dotAt(this.matrix, i * d, query, d);
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
    const w = this.words;
    const q = this.code(query);
    const n = this.ids.length;
    // Hamming distance of every code, then the distance under which the closest `want` fall (a histogram:
    // distances are small integers, so no sort and no heap).
    if (this.distance.length < n) this.distance = new Uint16Array(Math.max(n, 2 * this.distance.length));
    const distance = this.distance;
    const histogram = new Uint32Array(this.dimensions + 1);
    const codes = this.codes;
    for (let i = 0; i < n; i++) {
      let h = 0;
      const o = i * w;
      for (let j = 0; j < w; j++) {
        h += popcount((codes[o + j] ?? 0) ^ (q[j] ?? 0));
      }
      distance[i] = h;
      histogram[h] = (histogram[h] ?? 0) + 1;
    }
    const want = Math.min(n, Math.max(RESCORE, k * RESCORE_PER_RESULT));
    let limit = 0;
    for (let seen = 0; limit <= this.dimensions; limit++) {
      seen += histogram[limit] ?? 0;
      if (seen >= want) break;
    }
    const candidates: number[] = [];
    for (let i = 0; i < n; i++) if ((distance[i] ?? Infinity) <= limit) candidates.push(i);
    const exact = this.scan(query, k, accept, candidates.length, (c) => candidates[c] ?? 0);
    // A filter that rejects most candidates (a compost search) falls back to the exact scan.
    return exact.length < k ? this.scan(query, k, accept, n, (i) => i) : exact;
  }

  /** The binary code of a vector: bit j is set when dimension j is above the garden's mean. */
  private code(v: Float32Array, out: Uint32Array = new Uint32Array(this.words), offset = 0): Uint32Array {
    const mean = this.mean;
    if (!mean) return out;
    for (let j = 0; j < this.words; j++) {
      let word = 0;
      for (let b = 0; b < 32; b++) {
        const dim = j * 32 + b;
        if (dim < this.dimensions && (v[dim] ?? 0) > (mean[dim] ?? 0)) word |= 1 << b;
      }
      out[offset + j] = word >>> 0;
    }
    return out;
  }

  private encode(i: number): void {
    const d = this.dimensions;
    if ((i + 1) * this.words > this.codes.length)
      this.codes = growCodes(this.codes, Math.max(1024, this.ids.length * 2) * this.words);
    this.code(this.matrix.subarray(i * d, (i + 1) * d), this.codes, i * this.words);
  }

  /** A new mean from every vector, and every code rebuilt against it. */
  private recode(): void {
    const d = this.dimensions;
    const n = this.ids.length;
    const mean = new Float32Array(d);
    for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) mean[j] = (mean[j] ?? 0) + (this.matrix[i * d + j] ?? 0);
    for (let j = 0; j < d; j++) mean[j] = (mean[j] ?? 0) / n;
    this.mean = mean;
    this.codes = new Uint32Array(Math.max(1024, n * 2) * this.words);
    for (let i = 0; i < n; i++) this.encode(i);
    this.codedAt = n;
  }
}

function grow(a: Float32Array, length: number): Float32Array {
  const grown = new Float32Array(length);
  grown.set(a);
  return grown;
}

function growCodes(a: Uint32Array, length: number): Uint32Array {
  const grown = new Uint32Array(length);
  grown.set(a);
  return grown;
}
