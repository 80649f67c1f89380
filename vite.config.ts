import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// A strict Content-Security-Policy for the built app: nothing from other origins, no inline scripts.
// WebAssembly needs 'wasm-unsafe-eval'. The dev server (with its inline HMR preamble) goes without.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
      ),
  };
}

// onnxruntime-web names its WebAssembly with `new URL(…, import.meta.url)`, so Vite emits a hashed 27 MB
// copy. The app always loads the runtime from its own /ort/ folder (wasmPaths), so the copy is dead weight.
function dropBundledRuntime(): Plugin {
  return {
    name: 'drop-bundled-onnx-runtime',
    apply: 'build',
    generateBundle(_options, bundle) {
      const copies = Object.keys(bundle).filter((name) => /ort-wasm[^/]*\.wasm$/.test(name));
      for (const name of copies) Reflect.deleteProperty(bundle, name);
    },
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), dropBundledRuntime()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { strictPort: true },
  preview: { strictPort: true },
  // transformers.js ships prebuilt bundles; Vite need not pre-bundle it.
  optimizeDeps: { exclude: ['@huggingface/transformers'] },
});
