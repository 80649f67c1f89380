// What a model's own thread offers (a browser worker, a Node worker thread): embed calls taken one at a time,
// in the order they came, so the garden's next batch is already waiting when one ends (no round trip to a busy
// garden thread between them); the vectors go back transferred, not copied.
import * as Comlink from 'comlink';
import type { Embedder } from '../core/embedding/embedder';

export function embedEndpoint(model: () => Promise<Embedder>): (texts: string[]) => Promise<Float32Array[]> {
  let last: Promise<unknown> = Promise.resolve();
  return (texts) => {
    const run = last.then(async () => {
      const vectors = await (await model()).embed(texts);
      return Comlink.transfer(
        vectors,
        vectors.map((v) => v.buffer as ArrayBuffer),
      );
    });
    last = run.catch(() => undefined);
    return run;
  };
}
