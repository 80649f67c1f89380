// Translates the Universal Sentence Encoder Lite TF.js graph (model.json + weight shards) into ONNX.
// Only the ops that this one graph uses are supported; anything else fails loudly.
import fs from 'node:fs';
import path from 'node:path';
import { createGraphBuilder, onnx, I64_MAX, I64_MIN } from './onnx-graph.mjs';

const HIDDEN = 512;
// TF dtype enum -> ONNX dtype enum (int32 is widened to int64 throughout).
const ONNX_TYPE = { 1: 1, 3: 7, 9: 7, 10: 9 };

export function readWeights(srcDir, manifest) {
  const weights = new Map();
  for (const group of manifest.weightsManifest) {
    const buf = Buffer.concat(group.paths.map((p) => fs.readFileSync(path.join(srcDir, p))));
    let offset = 0;
    for (const w of group.weights) {
      if (w.quantization) throw new Error(`quantised TF.js weights are not supported: ${w.name}`);
      const count = w.shape.reduce((a, b) => a * b, 1);
      const bytes = buf.subarray(offset, offset + 4 * count);
      offset += 4 * count;
      const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      if (w.dtype === 'float32') weights.set(w.name, { dtype: 'float32', dims: w.shape, data: new Float32Array(ab) });
      else if (w.dtype === 'int32')
        weights.set(w.name, { dtype: 'int64', dims: w.shape, data: BigInt64Array.from(new Int32Array(ab), BigInt) });
      else throw new Error(`unsupported weight dtype ${w.dtype}`);
    }
    if (offset !== buf.length) throw new Error('weight shards do not match the manifest');
  }
  return weights;
}

export function maxTokens(weights) {
  const name = [...weights.keys()].find((k) => k.endsWith('ClipToMaxLength/Less/y'));
  if (!name) throw new Error('cannot find the model max length');
  return Number(weights.get(name).data[0]);
}

export function translate(manifest, weights, { quantize }) {
  const g = createGraphBuilder({ quantize });
  const { node, fresh, addInitializer, constInt64 } = g;
  const tensorName = (s) => {
    const clean = s.replace(/^\^/, '');
    const m = clean.match(/^(.*):(\d+)$/);
    if (!m) return clean;
    return m[2] === '0' ? m[1] : `${m[1]}__${m[2]}`;
  };
  const constValues = (s) => {
    const c = weights.get(s.replace(/:0$/, ''));
    if (!c) throw new Error(`expected a constant: ${s}`);
    return Array.from(c.data, Number);
  };
  const attrOf = (n, key, fallback) => {
    const v = n.attr?.[key];
    if (!v) return fallback;
    if ('i' in v) return Number(v.i);
    if ('b' in v) return v.b;
    if ('list' in v) return (v.list.i ?? []).map(Number);
    if ('type' in v) return v.type;
    return fallback;
  };

  // The TF graph takes a sparse (indices, values) input; transformers.js feeds dense ids + mask.
  const maskBool = node('Cast', ['attention_mask'], ['mask_bool'], { to: 9 });
  node('Transpose', [node('NonZero', [maskBool], ['nz'])], ['indices'], { perm: [1, 0] });
  node('GatherND', ['input_ids', 'indices'], ['values']);

  const tfNodes = manifest.modelTopology.node;
  for (const n of tfNodes) {
    const out = n.name;
    const ins = (n.input ?? []).map(tensorName);
    switch (n.op) {
      case 'Const':
        break;
      case 'Placeholder':
        if (!['indices', 'values'].includes(n.name)) throw new Error(`unexpected placeholder ${n.name}`);
        break;
      case 'StridedSlice': {
        const [b, e, s] = [constValues(n.input[1]), constValues(n.input[2]), constValues(n.input[3])];
        const beginMask = attrOf(n, 'begin_mask', 0);
        const endMask = attrOf(n, 'end_mask', 0);
        const shrinkMask = attrOf(n, 'shrink_axis_mask', 0);
        if (attrOf(n, 'ellipsis_mask', 0) || attrOf(n, 'new_axis_mask', 0)) throw new Error('unsupported slice mask');
        const starts = [];
        const ends = [];
        const shrink = [];
        for (let i = 0; i < b.length; i++) {
          starts.push((beginMask >> i) & 1 ? (s[i] > 0 ? 0n : I64_MAX) : BigInt(b[i]));
          ends.push((endMask >> i) & 1 ? (s[i] > 0 ? I64_MAX : I64_MIN) : BigInt(e[i]));
          if ((shrinkMask >> i) & 1) {
            ends[i] = b[i] === -1 ? I64_MAX : BigInt(b[i] + 1);
            shrink.push(i);
          }
        }
        const axes = b.map((_, i) => i);
        const sliced = node(
          'Slice',
          [ins[0], constInt64(starts), constInt64(ends), constInt64(axes), constInt64(s)],
          [shrink.length ? fresh(out) : out],
        );
        if (shrink.length) node('Squeeze', [sliced, constInt64(shrink)], [out]);
        break;
      }
      case 'Less':
      case 'Greater':
      case 'Add':
      case 'Sub':
      case 'Mul':
      case 'Sin':
      case 'Cos':
      case 'Relu':
      case 'Shape':
      case 'Tanh':
      case 'Reshape':
      case 'Range':
        node(n.op, ins, [out]);
        break;
      case 'BiasAdd':
        node('Add', ins, [out]);
        break;
      case 'RealDiv':
        node('Div', ins, [out]);
        break;
      case 'Maximum':
        node('Max', ins, [out]);
        break;
      case 'LogicalNot':
        node('Not', ins, [out]);
        break;
      case 'Square':
        node('Mul', [ins[0], ins[0]], [out]);
        break;
      case 'Rsqrt':
        node('Reciprocal', [node('Sqrt', [ins[0]], [fresh(out)])], [out]);
        break;
      case 'Softmax':
        node('Softmax', ins, [out], { axis: -1 });
        break;
      case 'Where':
        node('Transpose', [node('NonZero', ins, [fresh(out)])], [out], { perm: [1, 0] });
        break;
      case 'GatherV2':
        node('Gather', [ins[0], ins[1]], [out], { axis: constValues(n.input[2])[0] });
        break;
      case 'GatherNd':
        node('GatherND', ins, [out]);
        break;
      case 'Transpose':
        node('Transpose', [ins[0]], [out], { perm: constValues(n.input[1]) });
        break;
      case 'Cast':
        node('Cast', ins, [out], { to: ONNX_TYPE[attrOf(n, 'DstT')] });
        break;
      case 'Max':
      case 'Mean':
      case 'Prod':
      case 'Sum': {
        const axes = constValues(n.input[1]);
        const keepdims = attrOf(n, 'keep_dims', false) ? 1 : 0;
        if (n.op === 'Sum') node('ReduceSum', [ins[0], constInt64(axes)], [out], { keepdims });
        else node(`Reduce${n.op}`, [ins[0]], [out], { axes, keepdims });
        break;
      }
      case 'ConcatV2':
        node('Concat', ins.slice(0, -1), [out], { axis: constValues(n.input[n.input.length - 1])[0] });
        break;
      case 'ExpandDims':
        node('Unsqueeze', [ins[0], constInt64(constValues(n.input[1]))], [out]);
        break;
      case 'Squeeze':
        node('Squeeze', [ins[0], constInt64(attrOf(n, 'squeeze_dims', []))], [out]);
        break;
      case 'Pack': {
        const axis = attrOf(n, 'axis', 0);
        const parts = ins.map((x) => node('Unsqueeze', [x, constInt64([axis])], [fresh(out)]));
        node('Concat', parts, [out], { axis });
        break;
      }
      case 'ScatterNd': {
        const zero = onnx.TensorProto.create({ dims: [1], dataType: 1, floatData: [0] });
        const zeros = node('ConstantOfShape', [ins[2]], [fresh(out)], { value: zero });
        node('ScatterND', [zeros, ins[0], ins[1]], [out]);
        break;
      }
      case 'SparseToDense': {
        const base = node('Expand', [ins[3], ins[1]], [fresh(out)]);
        node('ScatterND', [base, ins[0], ins[2]], [out]);
        break;
      }
      case 'MatMul': {
        let [x, y] = ins;
        if (attrOf(n, 'transpose_a', false)) x = node('Transpose', [x], [fresh(out)], { perm: [1, 0] });
        if (attrOf(n, 'transpose_b', false)) y = node('Transpose', [y], [fresh(out)], { perm: [1, 0] });
        node('MatMul', [x, y], [out]);
        break;
      }
      case 'BatchMatMul':
      case 'BatchMatMulV2': {
        let [x, y] = ins;
        if (attrOf(n, 'adj_x', false)) x = node('Transpose', [x], [fresh(out)], { perm: [0, 1, 3, 2] });
        if (attrOf(n, 'adj_y', false)) y = node('Transpose', [y], [fresh(out)], { perm: [0, 1, 3, 2] });
        node('MatMul', [x, y], [out]);
        break;
      }
      case 'Conv2D': {
        // Only 1x1 stride-1 convolutions occur: a matmul over the last dimension.
        const kernel = weights.get(n.input[1]);
        if (kernel.dims[0] !== 1 || kernel.dims[1] !== 1 || attrOf(n, 'strides', []).some((v) => v !== 1))
          throw new Error('only 1x1 convolutions are supported');
        const k = addInitializer(`${n.input[1]}__2d`, {
          dtype: 'float32',
          dims: [kernel.dims[2], kernel.dims[3]],
          data: kernel.data,
        });
        node('MatMul', [ins[0], k], [out]);
        break;
      }
      case 'SplitV': {
        const sizes = constValues(n.input[1]);
        const axis = constValues(n.input[2])[0];
        const outs = sizes.map((_, k) => (k ? `${out}__${k}` : out));
        node('Split', [ins[0], constInt64(sizes)], outs, { axis });
        break;
      }
      case 'Slice': {
        const begin = constValues(n.input[1]);
        const size = constValues(n.input[2]);
        const end = begin.map((v, i) => (size[i] === -1 ? I64_MAX : BigInt(v + size[i])));
        node('Slice', [ins[0], constInt64(begin), constInt64(end)], [out]);
        break;
      }
      default:
        throw new Error(`unsupported op ${n.op} (${n.name})`);
    }
    if (n.op === 'Const') continue;
    for (const input of n.input ?? []) {
      const name = input.replace(/:0$/, '');
      const isConvKernel = n.op === 'Conv2D' && name === n.input[1];
      if (weights.has(name) && !isConvKernel) addInitializer(name, weights.get(name));
    }
  }

  const finalNode = tfNodes.find((n) => n.name.endsWith('hidden_layers/l2_normalize'));
  if (!finalNode) throw new Error('cannot find the sentence embedding output');
  node('Identity', [tensorName(finalNode.name)], ['sentence_embedding']);
  // transformers.js pools `last_hidden_state` [B,T,D] with the mask; broadcasting the finished sentence
  // vector to every position makes mean and cls pooling both return it unchanged.
  const shape = node('Concat', [node('Shape', ['input_ids'], ['ids_shape']), constInt64([HIDDEN])], ['lhs_shape'], {
    axis: 0,
  });
  const unsq = node('Unsqueeze', ['sentence_embedding', constInt64([1])], ['se_unsq']);
  node('Expand', [unsq, shape], ['last_hidden_state']);

  return g.encode({
    name: 'use_lite',
    inputs: [
      ['input_ids', g.INT64, ['batch', 'seq']],
      ['attention_mask', g.INT64, ['batch', 'seq']],
    ],
    outputs: [
      ['last_hidden_state', g.FLOAT, ['batch', 'seq', HIDDEN]],
      ['sentence_embedding', g.FLOAT, ['batch', HIDDEN]],
    ],
  });
}
