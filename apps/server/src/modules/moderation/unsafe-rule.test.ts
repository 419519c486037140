import { describe, expect, it } from 'vitest';
import { unsafeVerdict } from './unsafe-rule.ts';

const scores = (s: Partial<Record<'drawing' | 'hentai' | 'neutral' | 'porn' | 'sexy', number>>) => ({ drawing: 0, hentai: 0, neutral: 0, porn: 0, sexy: 0, ...s });

describe('the unsafe-image rule', () => {
  it('holds explicit pictures (porn and hentai together) at the bar, not below it', () => {
    expect(unsafeVerdict(scores({ porn: 0.5, hentai: 0.2 })).hold).toBe(true);
    expect(unsafeVerdict(scores({ porn: 0.4, hentai: 0.29, neutral: 0.31 })).hold).toBe(false);
    expect(unsafeVerdict(scores({ hentai: 0.9 }))).toEqual({ hold: true, score: 0.9 });
  });

  it('needs a higher bar for "sexy" alone (swimwear is sold too)', () => {
    expect(unsafeVerdict(scores({ sexy: 0.85, neutral: 0.15 })).hold).toBe(false);
    expect(unsafeVerdict(scores({ sexy: 0.92 })).hold).toBe(true);
  });

  it('leaves everyday pictures alone, and moves both bars with a configured one', () => {
    expect(unsafeVerdict(scores({ neutral: 0.95, drawing: 0.03, porn: 0.02 }))).toEqual({ hold: false, score: 0.02 });
    expect(unsafeVerdict(scores({ neutral: 0.95, drawing: 0.03, porn: 0.02 }), 0.01).hold).toBe(true);
    expect(unsafeVerdict(scores({ sexy: 0.5 }), 0.35).hold).toBe(true);
  });
});
