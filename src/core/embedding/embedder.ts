/** Turns texts into unit-length vectors. The real one is the shipped model; tests may use a stand-in. */
export interface Embedder {
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
  /** The model's own token count, so segments are cut to fit its window exactly (else an estimate is used). */
  countTokens?(text: string): number;
  /** How many tokens the model reads; longer input is cut. */
  readonly maxTokens?: number;
}
