// Comlink ships its Node adapter as an .mjs file whose types sit beside it without the extension.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  export { default } from 'comlink/dist/esm/node-adapter';
}
