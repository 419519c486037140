import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Lets the screen's finite animations end first (a toast fading in or out): axe measures colours
 * as they are that instant, and a half-faded toast reads as low contrast. Endless ones (spinners,
 * skeletons' pulse) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: 3 s at most.
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/**
 * axe-core on what is on screen: no serious or critical violation (each listed with where it is).
 * colour-contrast and definition-list run like every other rule; the wordmark is checked too
 * (issue 24 #18: its accent letters failed, as did the bottom bar's links and white badges).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(serious, `accessibility of ${label}`).toEqual([]);
}

/** axe-core on what is on screen: no violation of any impact. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const all = results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(all, `accessibility of ${label}`).toEqual([]);
}
