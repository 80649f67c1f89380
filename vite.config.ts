import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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

// The installable app: a manifest with a share target, and a service worker (src/sw) that precaches the
// shell, the model and the runtime — each once — so the garden works with no network at all.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeManifestIcons: false,
  manifest: {
    name: 'Metabolic Garden',
    short_name: 'Garden',
    description: 'A personal knowledge garden that digests what it is fed.',
    theme_color: '#2f7d4f',
    background_color: '#f7f7f2',
    display: 'standalone',
    start_url: '/',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    share_target: {
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'files', accept: ['text/plain', 'text/markdown', 'text/html', '.md', '.txt', '.html'] }],
      },
    },
  },
  injectManifest: {
    // The plugin adds the web manifest itself; every other file is matched once here.
    globPatterns: ['**/*.{js,css,html,svg,png,json,onnx,mjs,wasm}'],
    globIgnores: ['**/*.map', '**/BUILD'],
    // The model (7 MB) and the runtime (27 MB) are precached whole.
    maximumFileSizeToCacheInBytes: 40 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), dropBundledRuntime(), pwa],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { strictPort: true },
  preview: { strictPort: true },
  // transformers.js ships prebuilt bundles; Vite need not pre-bundle it.
  optimizeDeps: { exclude: ['@huggingface/transformers'] },
});
