import { describe, expect, it } from 'vitest';
import { stylesheetFirst } from './stylesheet-first.ts';

const built = `<head>
    <title>Sokoni</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/ui-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <meta name="x" content="y">
</head>`;

describe('stylesheetFirst', () => {
  it('puts the stylesheet ahead of the entry script and the module preloads, and keeps everything else', () => {
    const html = stylesheetFirst(built);
    expect(html.indexOf('index-c.css')).toBeLessThan(html.indexOf('index-a.js'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('index-c.css'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.replace(/\s+/g, '').length).toBe(built.replace(/\s+/g, '').length);
  });

  it('leaves a page without a stylesheet or scripts alone', () => {
    expect(stylesheetFirst('<head><title>x</title></head>')).toBe('<head><title>x</title></head>');
  });
});
