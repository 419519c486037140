import { describe, expect, it } from 'vitest';
import { SKETCH_BITS, vectorSketch } from './vector-sketch.ts';

const hamming = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length;
function randomVector(n: number, next: () => number): number[] {
  return Array.from({ length: n }, () => Math.max(0, next() - 0.3));
}

describe('vectorSketch', () => {
  it('is SKETCH_BITS bits, the same in every call', () => {
    const v = Array.from({ length: 1280 }, (_, i) => ((i * 7919) % 13) / 13);
    expect(vectorSketch(v)).toMatch(new RegExp(`^[01]{${SKETCH_BITS}}$`));
    expect(vectorSketch(v)).toBe(vectorSketch(Float32Array.from(v)));
  });

  it('keeps near vectors near and far ones far', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const a = randomVector(1280, next);
    const nearA = a.map((x) => x + (next() - 0.5) * 0.05);
    const other = randomVector(1280, next);
    expect(hamming(vectorSketch(a), vectorSketch(nearA))).toBeLessThan(hamming(vectorSketch(a), vectorSketch(other)) / 3);
  });

  it('does not change with the vector’s length scale, and survives a broken number', () => {
    const v = Array.from({ length: 64 }, (_, i) => Math.sin(i));
    expect(vectorSketch(v.map((x) => x * 3))).toBe(vectorSketch(v));
    expect(vectorSketch([...v.slice(1), Number.NaN])).toMatch(/^[01]+$/);
  });
});
