// The model process loads only the WASM backend; this test runs on the plain-JavaScript one.
import '@tensorflow/tfjs-backend-cpu';
import { describe, expect, it } from 'vitest';
import * as tf from './tf.ts';
import { readItemDetectorFiles } from './models.ts';
import { decodeItems, OID_LABELS } from './oid.ts';
import { loadTflite } from './tflite.ts';

// The plain-JavaScript CPU backend takes a few seconds over this SSD (the worker uses WASM).
describe('the TensorFlow Lite runner', { timeout: 60_000 }, () => {
  it('reads the Open Images detector out of @mediapipe/objectron and runs it on the CPU backend', async () => {
    await tf.setBackend('cpu');
    const { model, labels } = readItemDetectorFiles();
    expect(labels).toEqual(['???', 'Bicycle', 'Boot', 'Laptop', 'Person', 'Chair', 'Cattle', 'Desk', 'Cat', 'Computer mouse', 'Computer monitor', 'Box', 'Mug', 'Coffee cup', 'Stationary bicycle', 'Table', 'Bottle', 'High heels', 'Vehicle', 'Footwear', 'Dog', 'Book', 'Camera', 'Car']);
    const runner = loadTflite(model);
    expect(runner.inputShape).toEqual([1, 300, 300, 3]);
    expect(runner.outputNames).toEqual(['raw_outputs/box_encodings', 'raw_outputs/class_predictions']);
    // A flat grey picture: the right shapes, and nothing seen.
    const [boxes, logits] = tf.tidy(() => runner.run(tf.zeros([1, 300, 300, 3])));
    expect(boxes!.shape).toEqual([1, 1917, 4]);
    expect(logits!.shape).toEqual([1, 1917, OID_LABELS.length + 1]);
    expect(decodeItems((await boxes!.data()) as Float32Array, (await logits!.data()) as Float32Array, 0.5)).toEqual([]);
    tf.dispose([boxes!, logits!]);
    runner.dispose();
  });

  it('refuses a file that is not a model it can run', () => {
    expect(() => loadTflite(new Uint8Array(64))).toThrow();
  });
});
