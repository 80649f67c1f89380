// Exact nearest neighbours over every node's vector, kept in one contiguous matrix for speed.
import { dotAt } from '../embedding/vector';

export interface VectorHit {
  id: string;
  score: number;
}

export class VectorIndex {
  private ids: string[] = [];
  private slot = new Map<string, number>();
  private matrix: Float32Array;

  constructor(readonly dimensions: number) {
    this.matrix = new Float32Array(dimensions * 1024);
  }

  get size(): number {
    return this.ids.length;
  }

  upsert(id: string, vector: Float32Array): void {
    let i = this.slot.get(id);
    if (i === undefined) {
      i = this.ids.length;
      if ((i + 1) * this.dimensions > this.matrix.length) {
        const grown = new Float32Array(this.matrix.length * 2);
        grown.set(this.matrix);
        this.matrix = grown;
      }
      this.ids.push(id);
      this.slot.set(id, i);
    }
    this.matrix.set(vector.subarray(0, this.dimensions), i * this.dimensions);
  }

  /** The k best matches that pass `accept`, best first. */
  search(query: Float32Array, k: number, accept: (id: string) => boolean): VectorHit[] {
    const d = this.dimensions;
    const m = this.matrix;
    const best: VectorHit[] = [];
    for (let i = 0; i < this.ids.length; i++) {
      const s = dotAt(m, i * d, query, d);
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
}
