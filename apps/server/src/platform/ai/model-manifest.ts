// Every model file the model process loads: which npm package ships it, where inside the package,
// and its SHA-256. Files are found from the package's own root (its package.json, or the entry
// point its `exports` publish when they hide package.json) and checked against their hash as they
// are read, so a dependency update that moves or changes a model fails model-manifest.test.ts
// (and the load), never a draft. Nothing is fetched at run time: the packages come from npm.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export type ModelFile = {
  /** The npm package that ships the file (a dependency of apps/server). */
  package: string;
  /** The file's path inside the package. */
  path: string;
  /** Only these bytes of the file, `[start, end)`: for a package that packs several files into one. */
  bytes?: { start: number; end: number };
  /** SHA-256 of the file (or of its `bytes`), in hex. */
  sha256: string;
};

export const MODEL_FILES = {
  /** nsfwjs's MobileNetV2: the Keras topology and weights manifest, as a JS module holding JSON. */
  embedderTopology: { package: 'nsfwjs', path: 'dist/models/mobilenet_v2/model.min.js', sha256: 'c32f104fd562b08cdff5ed69dfe1209643afa47e792fb12751d2949aa61a397a' },
  /** …and its one weight shard, a JS module holding base64. */
  embedderWeights: { package: 'nsfwjs', path: 'dist/models/mobilenet_v2/group1-shard1of1.min.js', sha256: 'ef2e0a63f7d2c4960b37b024b669313f65d3c45cd59e9042636c55b39de53517' },
  /** @vladmandic/human's CenterNet (COCO's 80 classes): a TF.js graph model… */
  detectorTopology: { package: '@vladmandic/human', path: 'models/centernet.json', sha256: 'bfb942eaacc5becf738d536663bc4580a0ae9e560722306e6d4dd7fe4a09de05' },
  /** …and its weights. */
  detectorWeights: { package: '@vladmandic/human', path: 'models/centernet.bin', sha256: '1b635a15009071f506f9f2b3519b31c072c534888989f30d269ffd44734ef7ef' },
  /**
   * MediaPipe Objectron's Open Images label map. The package (pinned to one version in
   * apps/server/package.json) packs it with the model into one published data file; the byte
   * ranges are that version's, and the hashes prove them.
   */
  itemLabels: {
    package: '@mediapipe/objectron',
    path: 'objectron_solution_packed_assets.data',
    bytes: { start: 0, end: 184 },
    sha256: 'c148336a65f673013609a923fdcbdeec0f49df935045029c3746a3828a0e80e0',
  },
  /** …and the SSD MobileNetV2 (Open Images v4, float16 weights) as a .tflite file. */
  itemModel: {
    package: '@mediapipe/objectron',
    path: 'objectron_solution_packed_assets.data',
    bytes: { start: 184, end: 9_987_912 },
    sha256: 'd0a5255bf8c4f5a0bc4240741a76c41d5e939f7655078f945f50ab53a9375da6',
  },
} as const satisfies Record<string, ModelFile>;

export type ModelFileName = keyof typeof MODEL_FILES;

/** A model file missing, moved or changed: the package no longer ships what the manifest names. */
export class ModelFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelFileError';
  }
}

const roots = new Map<string, string>();

/**
 * The folder a package is installed in: from its package.json, or, when its `exports` do not
 * publish package.json, up from its main entry point to the package.json that names it.
 */
export function packageRoot(name: string): string {
  const known = roots.get(name);
  if (known) return known;
  let root: string | undefined;
  try {
    root = path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    for (let dir = path.dirname(require.resolve(name)); ; dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) {
        root = dir;
        break;
      }
      if (path.dirname(dir) === dir) throw new ModelFileError(`${name}: no package.json names it above its entry point`);
    }
  }
  roots.set(name, root);
  return root;
}

/** Where a manifest entry's file sits on disk (it is not read). */
export function modelFilePath(file: ModelFile): string {
  return path.join(packageRoot(file.package), file.path);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A manifest entry's bytes, read from its package and checked against its hash. */
export function readModelFile(file: ModelFile): Buffer {
  const where = `${file.package}/${file.path}`;
  const at = modelFilePath(file);
  if (!existsSync(at)) throw new ModelFileError(`${where}: not in the installed package (moved or removed by an update?)`);
  const whole = readFileSync(at);
  const bytes = file.bytes ? whole.subarray(file.bytes.start, file.bytes.end) : whole;
  if (file.bytes && whole.length < file.bytes.end) throw new ModelFileError(`${where}: ${whole.length} bytes, ${file.bytes.end} expected`);
  const actual = sha256(bytes);
  if (actual !== file.sha256) throw new ModelFileError(`${where}${file.bytes ? ` [${file.bytes.start}, ${file.bytes.end})` : ''}: sha256 ${actual}, the manifest says ${file.sha256}`);
  return bytes;
}
