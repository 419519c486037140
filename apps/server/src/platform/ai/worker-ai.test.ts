import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AiWorkerError, createWorkerAi } from './index.ts';

// Real photographs (see modules/drafting/test-photos/README.md); the models are the real ones.
const photos = path.join(import.meta.dirname, '../../modules/drafting/test-photos');
const car = readFileSync(path.join(photos, 'car-rear.jpg'));
const fruit = readFileSync(path.join(photos, 'fruit.jpg'));
const camera = readFileSync(path.join(photos, 'film-camera.jpg'));
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

// Loading the real models takes seconds, more on a busy machine: not a speed check (that is the drafting bench).
describe('the AI model process', { timeout: 60_000 }, () => {
  const ai = createWorkerAi({ testHooks: true });
  afterAll(() => ai.close());

  it('starts nothing until the first call, then loads only the model that call needs', async () => {
    expect(ai.state()).toEqual({ running: false, workerStarts: 0, memory: { rssBytes: 0, heapUsedBytes: 0, wasmBytes: 0 } });
    const vector = await ai.embedImage(car);
    expect(vector).toHaveLength(1280);
    expect(Math.hypot(...vector)).toBeCloseTo(1, 4);
    const stats = await ai.stats();
    expect(stats.loadedModels).toEqual(['embedder']);
    expect(stats.workerStarts).toBe(1);
    // The weights are in the child, not in this process.
    expect(ai.state().memory.wasmBytes).toBeGreaterThan(1_000_000);
    expect(stats.rssBytes).not.toBe(process.memoryUsage.rss());
  });

  it('sees a car in a photo of a car and fruit in a photo of fruit', async () => {
    const [carObjects, fruitObjects] = await Promise.all([ai.detectObjects(car), ai.detectObjects(fruit)]);
    expect(carObjects[0]?.label).toBe('car');
    // Boxes are on the upright picture (560×450).
    const [x, y, w, h] = carObjects[0]!.box;
    expect(x + w).toBeLessThanOrEqual(560);
    expect(y + h).toBeLessThanOrEqual(450);
    expect(w * h).toBeGreaterThan(560 * 450 * 0.2);
    expect(fruitObjects.map((o) => o.label)).toEqual(expect.arrayContaining(['orange']));
    expect(fruitObjects.some((o) => o.label === 'car')).toBe(false);
  });

  it('sees with the Open Images detector what COCO has no class for: a camera', async () => {
    const [cameraItems, cameraObjects, carItems] = await Promise.all([ai.detectItems(camera), ai.detectObjects(camera), ai.detectItems(car)]);
    expect(cameraItems[0]).toMatchObject({ label: 'camera', score: expect.any(Number) });
    expect(cameraItems[0]!.score).toBeGreaterThan(0.6);
    // The box is on the upright picture (150×113) and holds most of it.
    const [x, y, w, h] = cameraItems[0]!.box;
    expect(x + w).toBeLessThanOrEqual(150);
    expect(y + h).toBeLessThanOrEqual(113);
    expect(w * h).toBeGreaterThan(150 * 113 * 0.3);
    // COCO has no class for a camera: whatever CenterNet guesses, it is not one.
    expect(cameraObjects.map((o) => o.label)).not.toContain('camera');
    expect(carItems.map((o) => o.label)).toContain('car');
    expect((await ai.stats()).loadedModels).toEqual(expect.arrayContaining(['items', 'detector']));
  });

  it('runs the .tflite Open Images detector alone (no TF.js model loaded), and close() waits for the process to go', async () => {
    const alone = createWorkerAi();
    const items = await alone.detectItems(camera);
    expect(items[0]?.label).toBe('camera');
    const stats = await alone.stats();
    expect(stats.loadedModels).toEqual(['items']);
    expect(stats.wasmBytes).toBe(0);
    await alone.close();
    expect(alone.state().running).toBe(false);
  });

  it('gives near pictures near vectors, and the unsafe classes for moderation', async () => {
    const { default: sharp } = await import('sharp');
    const carCropped = await sharp(car).extract({ left: 20, top: 15, width: 520, height: 420 }).jpeg({ quality: 80 }).toBuffer();
    const [a, b, c, unsafe] = await Promise.all([ai.embedImage(car), ai.embedImage(carCropped), ai.embedImage(fruit), ai.classifyUnsafe(fruit)]);
    expect(dot(a, b)).toBeGreaterThan(0.9);
    expect(dot(a, c)).toBeLessThan(dot(a, b) - 0.2);
    expect(unsafe.neutral).toBeGreaterThan(0.5);
    expect(Object.values(unsafe).reduce((s, v) => s + v, 0)).toBeCloseTo(1, 2);
  });

  it('refuses what is not a picture without harming the worker', async () => {
    await expect(ai.embedImage(Buffer.from('not a picture'))).rejects.toThrow();
    expect(ai.state().running).toBe(true);
  });

  it('reports a crash as a rejection, and the next call starts a fresh worker', async () => {
    const starts = ai.state().workerStarts;
    // The crash is queued first, so the request behind it is lost with the worker (both are
    // posted at once: an analysis decodes its picture first and could reach the next worker).
    const crash = ai.crashForTest();
    const lost = ai.stats();
    await crash;
    await expect(lost).rejects.toBeInstanceOf(AiWorkerError);
    expect(ai.state().running).toBe(false);

    const again = await ai.analyzeImage(car);
    expect(again.objects[0]?.label).toBe('car');
    expect(again.items.map((o) => o.label)).toContain('car');
    expect(ai.state().workerStarts).toBe(starts + 1);
  });
});

describe('a fresh AI called by many at once', { timeout: 60_000 }, () => {
  const ai = createWorkerAi();
  afterAll(() => ai.close());

  it('loads each model once, shared by every caller', async () => {
    const results = await Promise.all([car, fruit, car, fruit, car].map((p) => ai.analyzeImage(p)));
    expect(results).toHaveLength(5);
    const stats = await ai.stats();
    expect(stats.workerStarts).toBe(1);
    expect(stats.loadCounts).toEqual({ embedder: 1, detector: 1, items: 1 });
    expect(results[0]!.vector).toEqual(results[2]!.vector);
  });
});

describe('a model process left idle, or grown too big', { timeout: 60_000 }, () => {
  it('ends after the idle time, and the next call starts another', async () => {
    const ai = createWorkerAi({ idleExitMs: 200 });
    try {
      await ai.embedImage(car);
      expect(ai.state().running).toBe(true);
      await expect.poll(() => ai.state().running, { timeout: 5_000 }).toBe(false);
      expect(ai.state().memory.rssBytes).toBe(0);
      expect(await ai.embedImage(fruit)).toHaveLength(1280);
      expect(ai.state()).toMatchObject({ running: true, workerStarts: 2 });
    } finally {
      await ai.close();
    }
  });

  it('answers a question about itself before any model has loaded', async () => {
    const ai = createWorkerAi();
    try {
      expect(await ai.stats()).toMatchObject({ loadedModels: [], wasmBytes: 0, workerStarts: 1 });
    } finally {
      await ai.close();
    }
  });

  it('stays while calls keep coming within the idle time', async () => {
    const ai = createWorkerAi({ idleExitMs: 2_000 });
    try {
      for (const photo of [car, fruit, car]) await ai.embedImage(photo);
      expect(ai.state()).toMatchObject({ running: true, workerStarts: 1 });
    } finally {
      await ai.close();
    }
  });

  it('ends one whose memory passed the bound once it has answered, without failing the call', async () => {
    const ai = createWorkerAi({ maxRssMb: 1 });
    try {
      const [a, b] = await Promise.all([ai.embedImage(car), ai.embedImage(fruit)]);
      expect(a).toHaveLength(1280);
      expect(b).toHaveLength(1280);
      expect(ai.state().running).toBe(false);
      expect(await ai.embedImage(car)).toEqual(a);
      expect(ai.state().workerStarts).toBe(2);
    } finally {
      await ai.close();
    }
  });
});
