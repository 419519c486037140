// Writes the app's home-screen icons (public/icons) from the favicon's drawing, with sharp.
// Run after changing the logo: `node apps/web/build/make-icons.mjs`; the PNGs are committed so
// the web build needs no image tooling.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// The bag and its handle, without the favicon's rounded tile.
const bag = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');
const BRAND = '#047760';

// "any": the favicon as it is (rounded tile). "maskable": a full-bleed tile with the bag inside
// the central 80 % circle that every launcher's mask keeps.
const any = favicon;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 35) scale(0.78) translate(-32 -35)">${bag}</g></svg>`;
// iOS ignores transparency and rounds corners itself: full-bleed, like the maskable one.
const apple = maskable;

const outputs = [
  { file: 'icon-192.png', svg: any, size: 192 },
  { file: 'icon-512.png', svg: any, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: apple, size: 180 },
];
for (const { file, svg, size } of outputs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(new URL(`icons/${file}`, publicDir).pathname);
  process.stdout.write(`icons/${file}\n`);
}
