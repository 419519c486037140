// @vitest-environment node
import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import { dropReducer, optionalPriceProblem, videoProblem, type DropState } from './drop-state.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size }) as File;

describe('dropReducer', () => {
  it('moves form → uploading (progress only rises) → processing at 100% → success', () => {
    const listing = makeProduct({ title: 'New listing' });
    let state: DropState = { step: 'form' };
    state = dropReducer(state, { type: 'submit' });
    expect(state).toEqual({ step: 'uploading', percent: 0 });
    state = dropReducer(state, { type: 'progress', percent: 42.4 });
    state = dropReducer(state, { type: 'progress', percent: 30 });
    expect(state).toEqual({ step: 'uploading', percent: 42 });
    state = dropReducer(state, { type: 'progress', percent: 100 });
    expect(state).toEqual({ step: 'processing' });
    state = dropReducer(state, { type: 'created', listing });
    expect(state).toEqual({ step: 'success', listing });
    expect(dropReducer(state, { type: 'reset' })).toEqual({ step: 'form' });
  });

  it('fails with the server message or the spec fallback, and may be submitted again', () => {
    const uploading: DropState = { step: 'uploading', percent: 10 };
    expect(dropReducer(uploading, { type: 'failed', message: 'Video file size must be less than 100MB' })).toEqual({ step: 'failed', message: 'Video file size must be less than 100MB' });
    const failed = dropReducer({ step: 'processing' }, { type: 'failed', message: '' });
    expect(failed).toEqual({ step: 'failed', message: 'Failed to create product. Please try again.' });
    expect(dropReducer(failed, { type: 'submit' })).toEqual({ step: 'uploading', percent: 0 });
    // A late progress event after the failure changes nothing.
    expect(dropReducer(failed, { type: 'progress', percent: 50 })).toBe(failed);
  });
});

describe('videoProblem', () => {
  it('checks presence, type and the 100 MB limit with the doc 2 §5 words', () => {
    expect(videoProblem(null)).toBe(SELLER_MESSAGES.videoRequired);
    expect(videoProblem(file('a.jpg', 'image/jpeg'))).toBe('Please select a video file');
    expect(videoProblem(file('a.mp4', 'video/mp4', 101 * 1024 * 1024))).toBe('Video file size must be less than 100MB');
    expect(videoProblem(file('a.mov', ''))).toBeNull();
    expect(videoProblem(file('a.mp4', 'video/mp4'))).toBeNull();
  });

  it('refuses exactly 100 MB ("under 100 MB") and takes a byte less', () => {
    expect(videoProblem(file('a.mp4', 'video/mp4', 100 * 1024 * 1024))).toBe('Video file size must be less than 100MB');
    expect(videoProblem(file('a.mp4', 'video/mp4', 100 * 1024 * 1024 - 1))).toBeNull();
  });
});

describe('optionalPriceProblem', () => {
  it('allows blank, 0 and cents; refuses negatives, text and fractions of a cent', () => {
    expect(optionalPriceProblem('')).toBeNull();
    expect(optionalPriceProblem('0')).toBeNull();
    expect(optionalPriceProblem('12.50')).toBeNull();
    expect(optionalPriceProblem('-1')).toBe('Price must be a positive number');
    expect(optionalPriceProblem('abc')).toBe('Price must be a positive number');
    expect(optionalPriceProblem('1.005')).toBe('Price must be a positive number');
  });
});
