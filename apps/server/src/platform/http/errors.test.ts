import { describe, expect, it } from 'vitest';
import { AppError, conflict, invalid, isUniqueViolation, tooMany } from './errors.ts';

describe('AppError helpers', () => {
  it('carry the status, message and extras the error handler sends', () => {
    expect(conflict('taken')).toMatchObject({ statusCode: 409, message: 'taken' });
    expect(invalid('email', 'bad')).toMatchObject({ statusCode: 422, message: 'bad', extra: { errors: [{ field: 'email', message: 'bad' }] } });
    expect(tooMany('slow', 0.2).extra.retryAfterSeconds).toBe(1);
    expect(tooMany('slow', 59.1).extra.retryAfterSeconds).toBe(60);
    expect(new AppError(400, 'x')).toBeInstanceOf(Error);
  });
});

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 on the error or down its cause chain', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('a', { cause: new Error('b', { cause: { code: '23505' } }) }))).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
