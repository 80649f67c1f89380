// The model worker: the shipped model on a thread of its own, so the garden worker digests one batch while
// the model embeds the next (see RemoteEmbedder). It answers embed calls and nothing else.
import * as Comlink from 'comlink';
import { serial } from '../../model/serial';
import { TransformersEmbedder, type TransformersEmbedderOptions } from '../../model/transformers-embedder';
import type { ModelProgress } from '../garden/garden-api';

let model: Promise<TransformersEmbedder> | undefined;

const api = {
  load(
    options: Omit<TransformersEmbedderOptions, 'onProgress'>,
    onProgress: (p: ModelProgress) => void,
  ): Promise<void> {
    model ??= TransformersEmbedder.load({
      ...options,
      onProgress: (p) => {
        onProgress({
          status: p.status,
          ...(p.file ? { file: p.file } : {}),
          ...(p.progress !== undefined ? { progress: p.progress } : {}),
        });
      },
    });
    return model.then(() => undefined);
  },
  embed: serial(async (texts: string[]): Promise<Float32Array[]> => {
    if (!model) throw new Error('the model is not loaded');
    const vectors = await (await model).embed(texts);
    return Comlink.transfer(
      vectors,
      vectors.map((v) => v.buffer as ArrayBuffer),
    );
  }),
};

export type ModelWorkerApi = typeof api;

Comlink.expose(api);
