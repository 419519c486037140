import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_FILES, ModelFileError, modelFilePath, packageRoot, readModelFile } from './model-manifest.ts';

// A dependency update that moves, drops or changes a model file fails here, not in production.
describe('the model manifest', () => {
  for (const [name, file] of Object.entries(MODEL_FILES)) {
    it(`${name}: ${file.package}/${file.path} is installed and its sha256 matches`, () => {
      const at = modelFilePath(file);
      expect(existsSync(at), `${at} is missing`).toBe(true);
      if ('bytes' in file) expect(statSync(at).size).toBeGreaterThanOrEqual(file.bytes.end);
      expect(() => readModelFile(file)).not.toThrow();
    });
  }

  it('finds a package whose exports hide package.json from its entry point', () => {
    expect(packageRoot('nsfwjs')).toMatch(/node_modules\/nsfwjs$/);
    expect(packageRoot('@vladmandic/human')).toMatch(/node_modules\/@vladmandic\/human$/);
  });

  it('refuses a moved file and a changed one, naming the package and path', () => {
    const file = MODEL_FILES.detectorWeights;
    expect(() => readModelFile({ ...file, path: 'models/moved.bin' })).toThrow(new ModelFileError('@vladmandic/human/models/moved.bin: not in the installed package (moved or removed by an update?)'));
    expect(() => readModelFile({ ...file, sha256: '0'.repeat(64) })).toThrow(/@vladmandic\/human\/models\/centernet\.bin: sha256 1b635a15.*the manifest says 0000/);
    expect(() => readModelFile({ ...MODEL_FILES.itemLabels, bytes: { start: 0, end: 183 } })).toThrow(ModelFileError);
  });
});
