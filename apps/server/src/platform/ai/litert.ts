// The models that ship only as .tflite run on LiteRT.js (`@litertjs/core`): Google's TensorFlow
// Lite runtime (XNNPACK kernels on WebAssembly, the .wasm files inside the npm package). It
// replaces a hand-written FlatBuffer reader and op interpreter on TF.js (docs/decisions.md,
// "The .tflite item detector on LiteRT.js").
//
// LiteRT.js is published for browsers and web workers: its loader starts its Emscripten module
// with a worker's `importScripts` and reads the factory off `self`. The model process is neither,
// so for the duration of the load (only) it gets those two, with each script run as a CommonJS
// function so the Emscripten code takes its Node path (node:fs for the .wasm beside it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { loadAndCompile, loadLiteRt, Tensor } from '@litertjs/core';
import { packageRoot } from './model-manifest.ts';

type WorkerGlobals = { self?: unknown; importScripts?: unknown; Module?: unknown };

/** Runs an Emscripten loader script the way a worker's `importScripts` would, but with Node's require. */
function importScript(url: string): void {
  const file = fileURLToPath(url);
  const wrapped = `(function (require, __dirname, __filename) {${readFileSync(file, 'utf8')}\n;globalThis.ModuleFactory = ModuleFactory;\n})`;
  const run = vm.runInThisContext(wrapped, { filename: file }) as (req: NodeJS.Require, dir: string, name: string) => void;
  run(createRequire(file), path.dirname(file), file);
}

/** The runtime's own chatter (INFO lines, no NPU, no WebGPU in Node) is dropped; anything else is a warning. */
const quiet = (line: string) => /^INFO:|^WARNING: \[npu_registry|^Failed to create default WebGPU device/.test(line);

let runtime: Promise<void> | undefined;

/** Starts LiteRT.js once per process (its CPU build: the model process has no GPU). */
export function startLiteRt(): Promise<void> {
  runtime ??= (async () => {
    const g = globalThis as WorkerGlobals;
    const before = { self: g.self, importScripts: g.importScripts };
    const warn = console.warn;
    g.self = globalThis;
    g.importScripts = importScript;
    // Emscripten takes `Module` as its settings: where its stdout and stderr go.
    g.Module = { print: () => undefined, printErr: (line: string) => quiet(line) || warn(`LiteRT: ${line}`) };
    console.warn = (...args: unknown[]) => (quiet(String(args[0])) ? undefined : warn(...args));
    try {
      await loadLiteRt(pathToFileURL(path.join(packageRoot('@litertjs/core'), 'wasm') + path.sep).href);
    } finally {
      console.warn = warn;
      g.self = before.self;
      g.importScripts = before.importScripts;
      if (before.self === undefined) delete g.self;
      if (before.importScripts === undefined) delete g.importScripts;
      delete g.Module;
    }
  })().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

export type TfliteModel = {
  inputShape: number[];
  outputNames: string[];
  /** Runs the model on one float input of `inputShape`; the outputs are copies, the model's buffers are let go. */
  run(input: Float32Array): Promise<Float32Array[]>;
  dispose(): void;
};

/** Compiles a .tflite file for LiteRT's CPU (XNNPACK) and gives a runner for its one input. */
export async function loadTflite(file: Uint8Array): Promise<TfliteModel> {
  await startLiteRt();
  const model = await loadAndCompile(file, { accelerator: 'wasm' });
  const inputs = model.getInputDetails();
  if (inputs.length !== 1) throw new Error(`tflite: ${inputs.length} inputs, one expected`);
  const inputShape = Array.from(inputs[0]!.shape);
  return {
    inputShape,
    outputNames: model.getOutputDetails().map((o) => o.name),
    async run(input) {
      const tensor = new Tensor(input, inputShape);
      try {
        const outputs = await model.run(tensor);
        try {
          return outputs.map((o) => Float32Array.from(o.toTypedArray() as Float32Array));
        } finally {
          for (const o of outputs) o.delete();
        }
      } finally {
        tensor.delete();
      }
    },
    dispose() {
      model.delete();
    },
  };
}
