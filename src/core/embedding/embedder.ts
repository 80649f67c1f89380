/** Turns texts into unit-length vectors. The real one is the shipped model; tests may use a stand-in. */
export interface Embedder {
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}
