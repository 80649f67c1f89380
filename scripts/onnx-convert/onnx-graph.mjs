// A tiny ONNX graph builder: nodes, initializers (optionally int8 weight-only quantised) and attributes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { onnx } = require('onnx-proto');

export { onnx };

export const I64_MAX = 9223372036854775807n;
export const I64_MIN = -9223372036854775808n;

const FLOAT = 1;
const INT8 = 3;
const INT64 = 7;
// Large 2-D float weights are stored as int8 + per-channel scale; small ones stay float.
const QUANT_MIN_ELEMENTS = 65536;

export function createGraphBuilder({ quantize }) {
  const nodes = [];
  const initializers = [];
  const initializerNames = new Set();
  let uid = 0;
  const fresh = (base) => `${base}__x${uid++}`;

  function attr(name, value) {
    if (typeof value === 'number' && Number.isInteger(value))
      return onnx.AttributeProto.create({ name, type: 2, i: value });
    if (typeof value === 'number') return onnx.AttributeProto.create({ name, type: 1, f: value });
    if (Array.isArray(value)) return onnx.AttributeProto.create({ name, type: 7, ints: value });
    if (value instanceof onnx.TensorProto) return onnx.AttributeProto.create({ name, type: 4, t: value });
    throw new Error(`unsupported attribute ${name}`);
  }

  function node(opType, input, output, attrs = {}) {
    nodes.push(
      onnx.NodeProto.create({
        opType,
        input,
        output,
        name: fresh(opType),
        attribute: Object.entries(attrs).map(([k, v]) => attr(k, v)),
      }),
    );
    return output[0];
  }

  function addQuantized(name, tensor) {
    const [rows, cols] = tensor.dims;
    // Embedding tables are quantised per row, matmul weights per output column.
    const axis = name.endsWith('Embeddings_en') ? 0 : 1;
    const channels = axis === 0 ? rows : cols;
    const scale = new Float32Array(channels);
    const q = new Int8Array(rows * cols);
    const channelOf = (r, c) => (axis === 0 ? r : c);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const ch = channelOf(r, c);
        scale[ch] = Math.max(scale[ch], Math.abs(tensor.data[r * cols + c]));
      }
    for (let ch = 0; ch < channels; ch++) scale[ch] = (scale[ch] || 1) / 127;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) q[r * cols + c] = Math.round(tensor.data[r * cols + c] / scale[channelOf(r, c)]);
    const raw = (arr) => new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
    initializers.push(
      onnx.TensorProto.create({ name: `${name}__q`, dims: tensor.dims, dataType: INT8, rawData: raw(q) }),
    );
    initializers.push(
      onnx.TensorProto.create({ name: `${name}__s`, dims: [channels], dataType: FLOAT, rawData: raw(scale) }),
    );
    initializers.push(
      onnx.TensorProto.create({
        name: `${name}__z`,
        dims: [channels],
        dataType: INT8,
        rawData: new Uint8Array(channels),
      }),
    );
    nodes.unshift(
      onnx.NodeProto.create({
        opType: 'DequantizeLinear',
        input: [`${name}__q`, `${name}__s`, `${name}__z`],
        output: [name],
        name: fresh('DQ'),
        attribute: [attr('axis', axis)],
      }),
    );
  }

  function addInitializer(name, tensor) {
    if (initializerNames.has(name)) return name;
    initializerNames.add(name);
    const big = tensor.dtype === 'float32' && tensor.dims.length === 2 && tensor.data.length >= QUANT_MIN_ELEMENTS;
    if (quantize && big) {
      addQuantized(name, tensor);
      return name;
    }
    const d = tensor.data;
    initializers.push(
      onnx.TensorProto.create({
        name,
        dims: tensor.dims,
        dataType: tensor.dtype === 'float32' ? FLOAT : INT64,
        rawData: new Uint8Array(d.buffer, d.byteOffset, d.byteLength),
      }),
    );
    return name;
  }

  const int64 = (values, dims = [values.length]) => ({
    dtype: 'int64',
    dims,
    data: BigInt64Array.from(values.map(BigInt)),
  });
  const constInt64 = (values, dims) => addInitializer(fresh('c'), int64(values, dims));

  function valueInfo(name, elemType, dims) {
    const dim = dims.map((d) => (typeof d === 'string' ? { dimParam: d } : { dimValue: d }));
    return onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType, shape: { dim } } } });
  }

  function encode({ name, inputs, outputs }) {
    const referenced = new Set(nodes.flatMap((n) => n.input));
    const graph = onnx.GraphProto.create({
      name,
      node: nodes,
      initializer: initializers.filter((t) => referenced.has(t.name)),
      input: inputs.map((i) => valueInfo(...i)),
      output: outputs.map((o) => valueInfo(...o)),
    });
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName: 'metabolic-garden build-model',
      graph,
      opsetImport: [{ domain: '', version: 15 }],
    });
    return { bytes: onnx.ModelProto.encode(model).finish(), nodeCount: nodes.length };
  }

  return { node, fresh, addInitializer, constInt64, encode, FLOAT, INT64 };
}
