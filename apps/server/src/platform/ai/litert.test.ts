import { describe, expect, it } from 'vitest';
import { loadTflite } from './litert.ts';
import { readItemDetectorFiles } from './models.ts';
import { decodeItems, OID_LABELS } from './oid.ts';

describe('the .tflite Open Images detector on LiteRT.js', { timeout: 60_000 }, () => {
  it('reads the detector out of @mediapipe/objectron and runs it in Node', async () => {
    const { model, labels } = readItemDetectorFiles();
    expect(labels).toEqual(['???', 'Bicycle', 'Boot', 'Laptop', 'Person', 'Chair', 'Cattle', 'Desk', 'Cat', 'Computer mouse', 'Computer monitor', 'Box', 'Mug', 'Coffee cup', 'Stationary bicycle', 'Table', 'Bottle', 'High heels', 'Vehicle', 'Footwear', 'Dog', 'Book', 'Camera', 'Car']);
    const runner = await loadTflite(model);
    expect(runner.inputShape).toEqual([1, 300, 300, 3]);
    expect(runner.outputNames).toEqual(['raw_outputs/box_encodings', 'raw_outputs/class_predictions']);
    // A flat grey picture: the right shapes, and nothing seen.
    const [boxes, logits] = await runner.run(new Float32Array(300 * 300 * 3));
    expect(boxes!.length).toBe(1917 * 4);
    expect(logits!.length).toBe(1917 * (OID_LABELS.length + 1));
    expect(decodeItems(boxes!, logits!, 0.5)).toEqual([]);
    // The runtime's worker shims are gone once it has loaded.
    expect('importScripts' in globalThis).toBe(false);
    runner.dispose();
  });

  it('refuses a file that is not a model', async () => {
    await expect(loadTflite(new Uint8Array(64))).rejects.toThrow();
  });
});
