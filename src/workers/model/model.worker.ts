// The model worker: the shipped model on a thread of its own, so the garden worker digests one batch while
// the model embeds the next (see RemoteEmbedder). It answers embed calls and nothing else.
import * as Comlink from 'comlink';
import { embedEndpoint } from '../../model/model-endpoint';
import { TransformersEmbedder } from '../../model/transformers-embedder';
import type { ModelWorkerApi } from './model-api';

let model: Promise<TransformersEmbedder> | undefined;

const api: ModelWorkerApi = {
  load(options, onProgress) {
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
    // The first inference pays the runtime's one-time setup: paid while the app loads, not by the user's
    // first search.
    return model.then((m) => m.embed(['warm up'])).then(() => undefined);
  },
  embed: embedEndpoint(() => model ?? Promise.reject(new Error('the model is not loaded'))),
};

Comlink.expose(api);
