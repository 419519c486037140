// TensorFlow.js as the model process uses it: the core ops, the layers and graph loaders and the
// WASM backend, without the full `@tensorflow/tfjs` bundle's WebGL and CPU backends and data API
// (tens of MB of code the process would hold for nothing).
import '@tensorflow/tfjs-backend-wasm';
// The chained ops' types (`tensor.div(…)`); the core's Node bundle registers the ops themselves.
import type {} from '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';

export * from '@tensorflow/tfjs-core';
export { loadLayersModel, model, SymbolicTensor } from '@tensorflow/tfjs-layers';
export { loadGraphModel } from '@tensorflow/tfjs-converter';
