import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from './access.ts';

const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as Parameters<typeof mayReadMetrics>[0];
const TOKEN = 'a'.repeat(16) + 'b'.repeat(16);

describe('mayReadMetrics', () => {
  it('lets this machine in, by the socket address, without a token', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(from(address), undefined)).toBe(true);
    expect(mayReadMetrics(from('10.0.0.5'), undefined)).toBe(false);
  });

  it('never believes a forwarded address, and refuses what a local proxy forwarded', () => {
    expect(mayReadMetrics(from('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(from('127.0.0.1', { forwarded: 'for=198.51.100.7' }), undefined)).toBe(false);
  });

  it('lets another machine in with the very token, whatever the scheme\'s case', () => {
    expect(mayReadMetrics(from('10.0.0.5', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(from('10.0.0.5', { authorization: `bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(from('10.0.0.5', { authorization: `Bearer ${TOKEN}c` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(from('10.0.0.5', { authorization: 'Bearer ' }), TOKEN)).toBe(false);
    expect(mayReadMetrics(from('10.0.0.5', { authorization: TOKEN }), TOKEN)).toBe(false);
  });

  it('accepts no token at all when none is configured', () => {
    expect(mayReadMetrics(from('10.0.0.5', { authorization: 'Bearer anything' }), undefined)).toBe(false);
  });
});
