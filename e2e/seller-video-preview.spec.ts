import { expect, test } from '@playwright/test';
import { newSeller, snap } from './helpers.ts';
import { productVideo } from './seller-media.ts';

test('Drop Your Product previews each picked video: a frame shows, and no blob address fails to load', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  // A revoked address: the console's `blob:… net::ERR_FILE_NOT_FOUND` (the media element stopping
  // after the metadata, ERR_ABORTED, is normal).
  page.on('console', (message) => message.type() === 'error' && message.text().includes('ERR_FILE_NOT_FOUND') && failures.push(message.text()));
  page.on('requestfailed', (request) => request.failure()?.errorText.includes('ERR_FILE_NOT_FOUND') && failures.push(request.url()));

  await newSeller(page);
  await page.getByRole('button', { name: 'Add your first product' }).click();
  const drop = page.getByRole('dialog', { name: 'Drop Your Product' });

  // Two picks in a row (Change): each preview loads its own clip.
  const first = await productVideo(page.request, { seconds: 2, size: 320 });
  const second = await productVideo(page.request, { seconds: 2, size: 240, query: 'category=fashion' });
  for (const [file, size] of [[first, 320], [second, 240]] as const) {
    await drop.locator('input[type=file]').setInputFiles(file);
    await expect(drop.getByTestId('picked-video')).toHaveText('product.mp4');
    const preview = drop.locator('video');
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => ({ ready: video.readyState >= 2, width: video.videoWidth, blob: video.currentSrc.startsWith('blob:') })), {
        message: 'the preview shows a frame of the picked clip',
        timeout: 15_000,
      })
      .toEqual({ ready: true, width: size, blob: true });
  }
  await snap(page, testInfo, 'seller-video-preview');
  expect(failures).toEqual([]);
});
