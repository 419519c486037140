import { expect, test } from '@playwright/test';
import { newSeller, snap } from './helpers.ts';

/**
 * The browser's speech recognizer, stood in for (headless Chromium has no speech service): it
 * hears one sentence, as an interim then a final result, shortly after it starts.
 */
function fakeRecognizer() {
  class FakeRecognizer {
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    continuous = false;
    interimResults = false;
    lang = '';
    start() {
      const result = (transcript: string, isFinal: boolean) => ({ results: [Object.assign([{ transcript, confidence: 0.9 }], { isFinal })] });
      setTimeout(() => this.onresult?.(result('Samsung Galaxy', false)), 100);
      setTimeout(() => this.onresult?.(result('Samsung Galaxy A14 phone, 64 GB, barely used', true)), 300);
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  Object.assign(window, { SpeechRecognition: FakeRecognizer, webkitSpeechRecognition: FakeRecognizer });
}

test('Drop Your Product takes the description by voice: what the seller says goes into the box for the assistant to read', async ({ page }, testInfo) => {
  await page.addInitScript(fakeRecognizer);
  await newSeller(page);
  await page.getByRole('button', { name: 'Add your first product' }).click();
  const drop = page.getByRole('dialog', { name: 'Drop Your Product' });
  const description = drop.getByLabel('Description');
  await description.fill('Black.');
  await drop.getByRole('button', { name: 'Describe it by voice' }).click();
  await expect(drop.getByRole('button', { name: 'Stop voice input' })).toHaveAttribute('aria-pressed', 'true');
  // Said after what was typed, never instead of it.
  await expect(description).toHaveValue('Black. Samsung Galaxy A14 phone, 64 GB, barely used');
  await snap(page, testInfo, 'seller-voice-description');
  await drop.getByRole('button', { name: 'Stop voice input' }).click();
  await expect(drop.getByRole('button', { name: 'Describe it by voice' })).toHaveAttribute('aria-pressed', 'false');
  await expect(description).toHaveValue('Black. Samsung Galaxy A14 phone, 64 GB, barely used');
});
