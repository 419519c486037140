import { describe, expect, it } from 'vitest';
import { createMediaUrl } from './media-url.ts';

describe('createMediaUrl', () => {
  const cdn = createMediaUrl('https://cdn.example.com/media/');

  it.each([
    ['avatars/a.jpg', 'https://cdn.example.com/media/avatars/a.jpg'],
    ['/avatars/a.jpg', 'https://cdn.example.com/media/avatars/a.jpg'],
    ['//avatars/a.jpg', 'https://cdn.example.com/media/avatars/a.jpg'],
    ['a b.png', 'https://cdn.example.com/media/a b.png'],
  ])('prefixes the scheme-less key %s', (key, url) => {
    expect(cdn(key)).toBe(url);
  });

  it.each(['https://elsewhere.example/x.png', 'http://localhost:3000/media/x.png', 'data:image/png;base64,AAAA', 'blob:https://x/1', 'HTTPS://UPPER.example/x'])(
    'keeps %s as it is',
    (url) => {
      expect(cdn(url)).toBe(url);
    },
  );

  it('passes null and empty through', () => {
    expect(cdn(null)).toBeNull();
    expect(cdn('')).toBe('');
  });

  it('without a base leaves keys alone', () => {
    const none = createMediaUrl(undefined);
    expect(none('avatars/a.jpg')).toBe('avatars/a.jpg');
    expect(none(null)).toBeNull();
  });

  it('a base without a trailing slash works the same', () => {
    expect(createMediaUrl('https://cdn.example.com')('a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(createMediaUrl('https://cdn.example.com///')('a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});
