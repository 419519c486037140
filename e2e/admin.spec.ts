import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, freshPhone, isMobile, listProducts, signInAsBuyer, signInThroughForm, signUpViaApi, snap, stripesPng } from './helpers.ts';

const ADMIN_NATIONAL = '76000000';
const SECTIONS = { Verifications: 'verifications', Reports: 'reports', Comments: 'comments', Users: 'users', Shops: 'shops', Products: 'products', 'Audit log': 'audit' } as const;
type SectionName = keyof typeof SECTIONS;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, phone: string): Promise<{ token: string; userId: string }> {
  const reply = await request.post('/api/auth/login', { data: { identifier: phone, password: DEMO_PASSWORD } });
  expect(reply.ok()).toBe(true);
  const { data } = (await reply.json()) as { data: { accessToken: string; user: { id: string } } };
  return { token: data.accessToken, userId: data.user.id };
}

/** A two-second selfie stand-in: ffmpeg's test pattern, small. */
function selfieVideo(): Buffer {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'sokoni-e2e-selfie-')), 'selfie.mp4');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=240x320:rate=15', '-t', '2', '-pix_fmt', 'yuv420p', out]);
  return readFileSync(out);
}

async function uploadForVerification(request: APIRequestContext, token: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const reply = await request.post('/api/media/upload', { headers: bearer(token), multipart: { purpose: 'verification', file } });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: { url: string } }).data.url;
}

/** A fresh account with a name, that sends an ID picture and a selfie video for review. */
async function submitIdVerification(request: APIRequestContext, name: string) {
  const phone = freshPhone();
  await signUpViaApi(request, phone.e164, DEMO_PASSWORD);
  const { token, userId } = await tokenOf(request, phone.e164);
  expect((await request.put('/api/users/me', { headers: bearer(token), data: { name } })).ok()).toBe(true);
  const idDocumentUrl = await uploadForVerification(request, token, { name: 'id-card.png', mimeType: 'image/png', buffer: stripesPng(160) });
  const videoUrl = await uploadForVerification(request, token, { name: 'selfie.mp4', mimeType: 'video/mp4', buffer: selfieVideo() });
  const submitted = await request.post('/api/user-verification', { headers: bearer(token), data: { idDocumentUrl, videoUrl } });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { token, userId, phone };
}

/** The reviewer sees the video once it is transcoded: wait for that before opening the console. */
async function waitForVideo(request: APIRequestContext, adminToken: string, userId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = await request.get('/api/admin/verifications?limit=100', { headers: bearer(adminToken) });
        const { data } = (await reply.json()) as { data: { verifications: Array<{ user: { id: string }; videoUrl: string | null }> } };
        return data.verifications.find((v) => v.user.id === userId)?.videoUrl ?? null;
      },
      { message: 'the selfie video is ready for review', timeout: 60_000 },
    )
    .not.toBeNull();
}

/** Signs the demo admin in and opens the console from its entry: the phone's top bar, the desktop account menu. */
async function openConsole(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto('/login');
  await signInThroughForm(page, ADMIN_NATIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/browse$/);
  if (isMobile(testInfo)) {
    await page.getByRole('link', { name: 'Admin Console' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Console' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
}

/** The section select on a phone, the side menu on a laptop. */
async function openSection(page: Page, testInfo: TestInfo, name: SectionName): Promise<void> {
  if (isMobile(testInfo)) await page.getByLabel('Section', { exact: true }).selectOption(SECTIONS[name]);
  else await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/** No horizontal scrolling of the page, whatever the section. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

// One fresh ID verification and one report, worked through by the admin from test to test: each
// test names one behaviour, and after a failure the rest are skipped.
test.describe.serial('an admin works through a fresh ID verification and a product report', () => {
  let page: Page;
  let name: string;
  let person: Awaited<ReturnType<typeof submitIdVerification>>;
  let admin: { token: string; userId: string };
  let product: { id: string; title: string };
  let reason: string;
  const card = () => page.getByRole('list', { name: 'Pending verifications' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const report = () => page.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: reason });

  test.beforeAll(async ({ browser, request }, testInfo) => {
    const project = testInfo.project.name;
    name = `Zanele ${project} ${Date.now() % 100_000}`;
    person = await submitIdVerification(request, name);
    admin = await tokenOf(request, `+268${ADMIN_NATIONAL}`);
    await waitForVideo(request, admin.token, person.userId);
    // Both projects run at once: each reports a different product, far from the first pages other specs use.
    const products = await listProducts(request, 'limit=60');
    product = products[isMobile(testInfo) ? 50 : 55]!;
    reason = `Counterfeit, seen in ${project} ${Date.now()}`;
    const reported = await request.post('/api/reports', { headers: bearer(person.token), data: { targetType: 'product', targetId: product.id, reason } });
    expect(reported.status(), await reported.text()).toBe(201);
    // browser.newContext() here takes the project's options (viewport, touch, base URL), as `page` would.
    page = await (await browser.newContext()).newPage();
    await openConsole(page, testInfo);
  });
  // The demo catalog is shared with the other specs: the listing comes back, whatever happened.
  test.afterAll(async ({ request }) => {
    if (admin && product) await request.post(`/api/admin/products/${product.id}/unhide`, { headers: bearer(admin.token), data: {} });
    await page?.context().close();
  });

  test('a pending ID verification shows its document, its selfie video and the attempt count', async () => {
    await expect(card().getByRole('img', { name: `ID document of ${name}` })).toBeVisible();
    await expect(card().locator('video')).toHaveAttribute('src', /verification/);
    await expect.poll(() => card().getByRole('img', { name: `ID document of ${name}` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card().getByText('Attempt 1 of 3')).toBeVisible();
    await card().scrollIntoViewIfNeeded();
    await snap(page, test.info(), 'admin-01-verifications');
  });

  test('Approve takes the card off the queue, verifies the account and notifies the person', async ({ request }) => {
    await card().getByRole('button', { name: `Approve the ID verification of ${name}` }).click();
    await expect(page.getByText('ID verification approved')).toBeVisible();
    await expect(card()).toHaveCount(0);
    const me = await request.get('/api/users/me', { headers: bearer(person.token) });
    expect(((await me.json()) as { data: { user: { isIdVerified: boolean } } }).data.user.isIdVerified).toBe(true);
    const notifications = await request.get('/api/notifications', { headers: bearer(person.token) });
    const { data } = (await notifications.json()) as { data: { notifications: Array<{ type: string; title: string }> } };
    // doc 1 §3's types only: an account notice is 'other'.
    expect(data.notifications).toContainEqual(expect.objectContaining({ type: 'other', title: 'ID verification approved', data: { link: '/account' } }));
  });

  test("the approved person's Account screen shows ID verified, at 100 %", async ({ browser }) => {
    const testInfo = test.info();
    const theirs = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    await theirs.goto('/login');
    await signInThroughForm(theirs, person.phone.national, DEMO_PASSWORD);
    await expect(theirs).toHaveURL(/\/browse$/);
    await theirs.goto('/account');
    await expect(theirs.getByText('ID verified', { exact: true })).toBeVisible();
    await expect(theirs.getByText('ID unverified', { exact: true })).toHaveCount(0);
    await expect(theirs.getByRole('progressbar', { name: 'Account Verification' })).toHaveAttribute('aria-valuenow', '100');
    await theirs.close();
  });

  test('a product report offers Hide product, asks for a note, and hiding resolves the report and takes the listing down', async ({ request }) => {
    const testInfo = test.info();
    await openSection(page, testInfo, 'Reports');
    await expect(report().getByRole('heading', { name: product.title })).toBeVisible();
    await expect(report().getByRole('button', { name: 'Hide product' })).toBeVisible();
    await expect(report().getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    await report().scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'admin-02-reports');
    await report().getByRole('button', { name: 'Hide product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this product?' });
    await expect(dialog.getByLabel(/Note/)).toBeFocused();
    await dialog.getByLabel(/Note/).fill('Fake brand logo');
    await snap(page, testInfo, 'admin-03-hide-dialog');
    await dialog.getByRole('button', { name: 'Hide product' }).click();
    await expect(page.getByText('Report resolved')).toBeVisible();
    await expect(report()).toHaveCount(0);
    expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);
  });

  test('the audit log names the approval, the hidden product (linked, with the note) and the resolved report', async () => {
    const testInfo = test.info();
    await openSection(page, testInfo, 'Audit log');
    const log = page.getByRole('list', { name: 'Audit log' });
    // Targets by name: the person with their phone, the product by its title linking to its page, the report by its reason.
    await expect(log.getByRole('listitem').filter({ hasText: `approved the ID verification of ${name} (${person.phone.e164})` })).toBeVisible();
    const hid = log.getByRole('listitem').filter({ hasText: `hid the product ${product.title}` }).filter({ hasText: 'Fake brand logo' });
    await expect(hid.getByRole('link', { name: product.title })).toHaveAttribute('href', `/products/${product.id}`);
    await expect(log.getByRole('listitem').filter({ hasText: `resolved the report "${reason}" on product "${product.title}"` })).toHaveCount(1);
    await snap(page, testInfo, 'admin-04-audit');
    await expectNoSidewaysScroll(page);
  });
});

test('a reason is required to reject, a flagged comment is approved from the queue, and the server refuses to suspend an admin in its own words', async ({ page, request }, testInfo) => {
  const name = `Sipho ${testInfo.project.name} ${Date.now() % 100_000}`;
  const person = await submitIdVerification(request, name);
  // A comment of theirs, flagged through the moderation call of doc 1 §7.4, waits in the queue.
  const admin = await tokenOf(request, `+268${ADMIN_NATIONAL}`);
  const [product] = await listProducts(request, `limit=1&page=${isMobile(testInfo) ? 7 : 8}`);
  const words = `Call me on WhatsApp for a better price (${testInfo.project.name} ${Date.now()})`;
  const posted = await request.post(`/api/products/${product!.id}/comments`, { headers: bearer(person.token), data: { comment: words } });
  expect(posted.status(), await posted.text()).toBe(201);
  const commentId = ((await posted.json()) as { data: { comment: { id: string } } }).data.comment.id;
  expect((await request.post(`/api/comments/${commentId}/moderate`, { headers: bearer(admin.token), data: { action: 'flag', reason: 'Contact details' } })).ok()).toBe(true);

  await openConsole(page, testInfo);
  const card = page.getByRole('list', { name: 'Pending verifications' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const reject = card.getByRole('button', { name: `Reject the ID verification of ${name}` });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}'s ID verification?` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The ID picture is cut off: send the whole card.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('ID verification rejected')).toBeVisible();
  await expect(card).toHaveCount(0);
  const me = await request.get('/api/users/me', { headers: bearer(person.token) });
  expect(((await me.json()) as { data: { user: { idVerificationStatus: string } } }).data.user.idVerificationStatus).toBe('rejected');

  await openSection(page, testInfo, 'Comments');
  const queued = page.getByRole('list', { name: 'Comments to moderate' }).getByRole('listitem').filter({ hasText: words });
  await expect(queued).toContainText('Flagged');
  await expect(queued).toContainText('Reason: Contact details');
  await snap(page, testInfo, 'admin-05-comments');
  await queued.getByRole('button', { name: `Approve the comment by ${name}` }).click();
  await expect(page.getByText('Comment approved')).toBeVisible();
  await expect(queued).toHaveCount(0);

  await openSection(page, testInfo, 'Users');
  await page.getByLabel('Role').selectOption('admin');
  // The search is sent once typing pauses: act on the rows of its answer.
  const searched = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('q=76000000') && r.url().includes('role=admin'));
  await page.getByLabel('Search users').fill('76000000');
  await searched;
  await expect(page.getByRole('list', { name: 'Users' })).not.toHaveAttribute('aria-busy');
  const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+268 7600 0000');
  await row.getByRole('button', { name: /^Suspend / }).click();
  const suspend = page.getByRole('dialog', { name: /^Suspend / });
  await suspend.getByLabel('Reason').fill('Testing the rule');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  // The demo admin is the one signed in: the server's refusal is shown as it gave it.
  await expect(page.getByText("You can't suspend your own account")).toBeVisible();
  await snap(page, testInfo, 'admin-06-users-refused');
});

test('a buyer who types the console address finds nothing, and never loads its code; a guest is asked to sign in', async ({ page, browser }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signInAsBuyer(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Console' })).toHaveCount(0);
  expect(scripts.filter((url) => /admin-view/.test(url))).toEqual([]);
  await snap(page, testInfo, 'admin-07-buyer-not-found');

  const guest = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  await guest.goto('/admin');
  await expect(guest.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Admin Console' })).toHaveCount(0);
  await guest.close();
});

test('every console section reads well on this screen and has no serious accessibility violation', async ({ page }, testInfo) => {
  await openConsole(page, testInfo);
  for (const [i, section] of (Object.keys(SECTIONS) as SectionName[]).entries()) {
    await openSection(page, testInfo, section);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    // What the screen shows first (a phone's full page of 20 rows is too tall to read).
    const path = `e2e/artifacts/screens/${testInfo.project.name}-admin-section-${i + 1}-${SECTIONS[section]}.png`;
    await page.screenshot({ path });
    await testInfo.attach(section, { path, contentType: 'image/png' });
    const results = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), section).toEqual([]);
  }
});
