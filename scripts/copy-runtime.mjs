// Copies the ONNX runtime's WebAssembly build into public/ort/ so the app serves it itself: in the browser
// transformers.js would otherwise fetch it from a CDN. Runs at install time; the copy is not committed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'ort');
// One build only (single-threaded asyncify): the app is not cross-origin isolated, so no threads anyway.
export const RUNTIME_FILES = ['ort-wasm-simd-threaded.asyncify.mjs', 'ort-wasm-simd-threaded.asyncify.wasm'];

// The onnxruntime-web that transformers.js itself depends on (hoisted or nested).
const transformersEntry = require.resolve('@huggingface/transformers');
const ortEntry = createRequire(transformersEntry).resolve('onnxruntime-web');
const dist = path.join(ortEntry.slice(0, ortEntry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist');
fs.mkdirSync(out, { recursive: true });
for (const file of RUNTIME_FILES) {
  const from = path.join(dist, file);
  const to = path.join(out, file);
  if (!fs.existsSync(to) || fs.statSync(to).size !== fs.statSync(from).size) fs.copyFileSync(from, to);
}
console.log(`copy-runtime: ${RUNTIME_FILES.join(', ')} → ${path.relative(root, out)}`);
