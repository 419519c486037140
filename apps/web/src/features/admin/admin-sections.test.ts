import { describe, expect, it } from 'vitest';
import { sectionOf, sectionParams } from './admin-sections.ts';

describe('console sections in the URL', () => {
  it('reads the section parameter, falling back to the first section', () => {
    expect(sectionOf('reports')).toBe('reports');
    expect(sectionOf(undefined)).toBe('verifications');
    expect(sectionOf('nowhere')).toBe('verifications');
  });

  it('leaves the first section as bare /admin', () => {
    expect(sectionParams('verifications')).toEqual({});
    expect(sectionParams('audit')).toEqual({ section: 'audit' });
  });
});
