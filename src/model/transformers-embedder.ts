// The shipped model (Universal Sentence Encoder Lite, see scripts/build-model.mjs) through transformers.js.
// The same class runs in Node (onnxruntime-node) and in a browser worker (onnxruntime-web, WASM).
// It drives the tokenizer and the model directly and reads the graph's own `sentence_embedding` output:
// the vector is already pooled and normalised, so no pooling pass over [batch, tokens, 512] is needed.
import {
  AutoModel,
  AutoTokenizer,
  env,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type Tensor,
} from '@huggingface/transformers';
import type { Embedder } from '../core/embedding/embedder';
import { wordTokenCounter } from './token-count';

export const MODEL_ID = 'use-lite';
export const MODEL_DIMENSIONS = 512;
export const MODEL_MAX_TOKENS = 128;
const MAX_TOKENS = MODEL_MAX_TOKENS;

export interface TransformersEmbedderOptions {
  /** Folder (or URL path) that holds `use-lite/`. */
  localModelPath: string;
  device?: 'cpu' | 'wasm';
  /** Where the ONNX runtime's WASM files are served from (browser only). */
  wasmPaths?: string | { mjs: string; wasm: string };
  batchSize?: number;
  onProgress?: (info: { status: string; progress?: number; file?: string }) => void;
}

export class TransformersEmbedder implements Embedder {
  readonly id = MODEL_ID;
  readonly dimensions = MODEL_DIMENSIONS;
  readonly maxTokens = MAX_TOKENS;
  private constructor(
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly model: PreTrainedModel,
    private readonly batchSize: number,
    private readonly counter = counterOf(tokenizer),
  ) {}

  static async load(options: TransformersEmbedderOptions): Promise<TransformersEmbedder> {
    configure(options);
    const progress = options.onProgress ? { progress_callback: options.onProgress as (info: unknown) => void } : {};
    const [tokenizer, model] = await Promise.all([
      AutoTokenizer.from_pretrained(MODEL_ID, progress),
      AutoModel.from_pretrained(MODEL_ID, {
        dtype: 'q8',
        device: options.device ?? 'cpu',
        // WASM spends seconds of CPU optimising the graph at every launch, while the app and the garden are
        // loading too, and embeds no faster for it. Node's native runtime optimises quickly and embeds faster
        // after: it keeps the default.
        ...(options.device === 'wasm' ? { session_options: { graphOptimizationLevel: 'disabled' as const } } : {}),
        // Node's runtime spins its idle threads waiting for work by default: as fast alone, but a fifth more
        // CPU taken from the garden's thread, which digests while the model embeds.
        ...(options.device !== 'wasm'
          ? { session_options: { extra: { session: { intra_op: { allow_spinning: '0' } } } } }
          : {}),
        ...progress,
      }),
    ]);
    return new TransformersEmbedder(tokenizer, model, options.batchSize ?? 32);
  }

  /** The model's tokenizer alone (a small file), for a thread that cuts segments and leaves embedding to another. */
  static async tokenCounter(options: TransformersEmbedderOptions): Promise<(text: string) => number> {
    configure(options);
    return counterOf(await AutoTokenizer.from_pretrained(MODEL_ID));
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    // The model returns NaN for an empty string (and throws on a batch of them): embed a space instead.
    const safe = texts.map((t) => (t.trim() ? asRead(t) : ' '));
    for (let start = 0; start < safe.length; start += this.batchSize) {
      const batch = safe.slice(start, start + this.batchSize);
      const inputs = this.tokenizer(batch, { padding: true, truncation: true, max_length: MAX_TOKENS }) as Record<
        string,
        Tensor
      >;
      const result = (await this.model(inputs)) as { sentence_embedding: Tensor };
      const data = result.sentence_embedding.data as Float32Array;
      for (let i = 0; i < batch.length; i++)
        out[start + i] = data.slice(i * this.dimensions, (i + 1) * this.dimensions);
    }
    return out;
  }

  countTokens(text: string): number {
    return this.counter(asRead(text));
  }

  async dispose(): Promise<void> {
    await this.model.dispose();
  }
}

/**
 * A text as the model reads it: its tokenizer turns spaces into word-start markers but keeps a line break as
 * a character, so the word after one would be read as the middle of a word ("🐦\nJun" → "🐦\n", "J", "un").
 * A chat's or a record's lines are read as the words they are.
 */
export const asRead = (text: string): string => text.replace(/\s+/g, ' ');

function counterOf(tokenizer: PreTrainedTokenizer): (text: string) => number {
  return wordTokenCounter((t) => tokenizer.encode(t).length, tokenizer.all_special_tokens);
}

/** Nothing is ever fetched from another origin: the model and runtime come from the app itself. */
function configure(options: TransformersEmbedderOptions): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = options.localModelPath;
  env.useBrowserCache = false;
  env.useFSCache = false;
  const onnx = env.backends.onnx as {
    wasm?: { wasmPaths?: TransformersEmbedderOptions['wasmPaths']; numThreads?: number };
  };
  if (options.wasmPaths && onnx.wasm) {
    onnx.wasm.wasmPaths = options.wasmPaths;
    onnx.wasm.numThreads = 1;
  }
}
