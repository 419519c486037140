import { ASSISTANT_MESSAGES } from '@sokoni/contracts/assistant-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPromptOpenContext } from '@/components/login-prompt/login-prompt-context.ts';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { PENDING_IMAGE_STORAGE } from '@/entities/assistant/pending-image.ts';
import { PHOTO_SIGN_IN_MESSAGE } from '@/entities/assistant/ui/image-draft-preview.tsx';
import { NavigationProvider } from '@/lib/navigation/navigation-provider.tsx';
import { sessionStore } from '@/lib/session/session.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import { fakeJwt } from '@/test/jwt-fixture.ts';
import { SEARCH_FAILURES } from './api/search-products.ts';
import { DiscoverView } from './discover-view.tsx';

// The shared upload helper, answered by each test (its progress and failure are what the screen shows).
const upload = vi.hoisted(() => ({ impl: null as null | ((file: File, options: { folder?: string; onProgress?: (p: { loaded: number; total: number; percent: number }) => void }) => Promise<unknown>) }));
vi.mock('@/lib/upload/upload-media.ts', () => ({
  uploadMedia: (file: File, options: never) => upload.impl!(file, options),
  uploadMany: vi.fn(),
  postForm: vi.fn(),
}));

type Call = { method: string; path: string; query: string; body: Record<string, unknown> | undefined; headers: Headers };
type Reply = { status?: number; body: unknown };
let calls: Call[] = [];

function stubApi(routes: Record<string, Reply | (() => Reply)>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', query = ''] = String(input).replace(/^\/api/, '').split('?');
      const call: Call = { method: init?.method ?? 'GET', path, query, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) };
      calls.push(call);
      const route = routes[`${call.method} ${path}`];
      const reply = (typeof route === 'function' ? route() : route) ?? { status: 404, body: { success: false, message: 'Resource not found' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
}
const ok = (data: unknown): Reply => ({ body: { success: true, data } });

const NOW = Date.now();
const sessions = [
  { sessionId: 'sokoni_1_aaaaaaaaa', preview: 'phone under E2000', messageCount: 4, stashedAt: new Date(NOW - 5 * 60_000).toISOString() },
  { sessionId: 'sokoni_1_bbbbbbbbb', preview: 'bakkie', messageCount: 2, stashedAt: new Date(NOW - 3 * 3_600_000).toISOString() },
];

const phone = makeProduct({ title: 'Samsung Galaxy A15' });
const cheaper = makeProduct({ title: 'Tecno Spark 20' });
const searchReply = ok({
  results: [
    { product: phone, matchScore: 86, reasons: ['Under your budget', 'Good camera', 'In Mbabane'], lifestyleMatch: 'Good for photos of family and friends.', pricingInsight: { marketPosition: 'below', medianPrice: 2300, currency: 'SZL' } },
    { product: cheaper, matchScore: 47, reasons: ['Cheap'], lifestyleMatch: '', pricingInsight: { marketPosition: 'above', medianPrice: null, currency: 'SZL' } },
  ],
  total: 2,
  understood: 'phones under E2,000',
  needsClarification: false,
  suggestions: [],
});

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="path">{pathname + search}</p>;
}

/** `retry`: the query client's default retries (the app's own retries network errors and 5xx twice). */
function renderDiscover(path = '/discover', { retry = 0 }: { retry?: number } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry, retryDelay: 10 } } });
  const promptLogin = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <NavigationProvider>
            <LoginPromptOpenContext.Provider value={promptLogin}>
              <DiscoverView />
              <Location />
            </LoginPromptOpenContext.Provider>
          </NavigationProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { promptLogin };
}

const box = () => screen.getByLabelText('What are you looking for?') as HTMLTextAreaElement;
const searchCalls = () => calls.filter((c) => c.path === '/ai/search');
const signIn = () =>
  sessionStore.signIn({ id: 'u1', _id: 'u1', name: 'Sipho', username: 'sipho', phoneNumber: '+26876000001', role: 'user', shop: null } as never, { accessToken: fakeJwt(600), refreshToken: 'r1' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.clear();
  upload.impl = null;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

const goOffline = () => Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });

describe('AI Discovery: Your Conversations', () => {
  it('lists the 10 most recent with their times; a tap reopens one in the chat', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions }) });
    renderDiscover();
    const list = await screen.findByTestId('conversation-list');
    expect(within(list).getByText('phone under E2000')).toBeTruthy();
    expect(within(list).getByText('5m ago')).toBeTruthy();
    expect(within(list).getByText('3h ago')).toBeTruthy();
    expect(within(list).getByText(/4 messages/)).toBeTruthy();
    const listCall = calls.find((c) => c.path === '/ai/sessions')!;
    expect(listCall.query).toBe('limit=10');
    expect(listCall.headers.get('x-guest-key')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    fireEvent.click(within(list).getByRole('button', { name: /bakkie/ }));
    expect(screen.getByTestId('path').textContent).toBe('/aichat?session=sokoni_1_bbbbbbbbb');
  });

  it('says so when there is no history yet', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }) });
    renderDiscover();
    expect(await screen.findByText('No chat history yet')).toBeTruthy();
    expect(screen.getByText('Start a new conversation to see it here')).toBeTruthy();
  });

  it("shows 'Failed to load chat history' with Try again, which asks again", async () => {
    let fail = true;
    stubApi({ 'GET /ai/sessions': () => (fail ? { status: 500, body: { success: false } } : ok({ sessions })) });
    renderDiscover();
    expect(await screen.findByText('Failed to load chat history')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('phone under E2000')).toBeTruthy();
  });
});

describe('AI Discovery: Start New Chat', () => {
  it('searches on Enter (not Shift+Enter) and shows the AI-matched products', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': searchReply });
    renderDiscover();
    fireEvent.change(box(), { target: { value: 'phone under E2000 with a good camera' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(searchCalls()).toHaveLength(0);
    fireEvent.keyDown(box(), { key: 'Enter' });

    const results = await screen.findByTestId('search-results');
    expect(within(results).getByRole('heading', { name: 'AI-Matched Products' })).toBeTruthy();
    expect(await within(results).findByText(/Found 2 perfect matches/)).toBeTruthy();
    expect(searchCalls()[0]!.body).toEqual({ query: 'phone under E2000 with a good camera', limit: 20, location: { country: 'Eswatini', city: 'Mbabane' } });
    expect(screen.getByTestId('path').textContent).toBe('/discover?q=phone+under+E2000+with+a+good+camera');

    const [first, second] = within(results).getAllByTestId('matched-product');
    expect(within(first!).getByText('Samsung Galaxy A15')).toBeTruthy();
    expect(within(first!).getByText('86% match').getAttribute('data-band')).toBe('green');
    expect(within(first!).getByText('Good camera')).toBeTruthy();
    expect(within(first!).queryByText('In Mbabane')).toBeNull();
    expect(within(first!).getByText('Good for photos of family and friends.')).toBeTruthy();
    expect(within(first!).getByText('Below market')).toBeTruthy();
    expect(within(second!).getByText('47% match').getAttribute('data-band')).toBe('orange');
    expect(within(second!).getByText('Above market')).toBeTruthy();

    fireEvent.click(within(results).getByRole('button', { name: 'Clear results' }));
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/discover');
  });

  it('runs an example prompt, and carries the search on as a new chat', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': searchReply });
    renderDiscover();
    fireEvent.click(screen.getByRole('button', { name: 'Sofa for a small lounge' }));
    expect(box().value).toBe('Sofa for a small lounge');
    await waitFor(() => expect(searchCalls()[0]?.body?.query).toBe('Sofa for a small lounge'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue in chat' }));
    expect(screen.getByTestId('path').textContent).toBe('/aichat?new=1&q=Sofa+for+a+small+lounge');
  });

  it('says when nothing fits, and labels the alternatives as such, never as matches (issue 25)', async () => {
    const tv = makeProduct({ title: 'Samsung 43" Crystal UHD Smart TV' });
    const soundbar = makeProduct({ title: 'LG 2.1 Channel 300W Soundbar' });
    const insight = { marketPosition: 'fair', medianPrice: null, currency: 'SZL' };
    stubApi({
      'GET /ai/sessions': ok({ sessions: [] }),
      'POST /ai/search': ok({
        results: [
          { product: tv, matchScore: 39, reasons: ['Over your budget: E6,499'], lifestyleMatch: '', pricingInsight: insight, fit: 'alternative' },
          { product: soundbar, matchScore: 30, reasons: ['Other kind: soundbar', 'Under your budget'], lifestyleMatch: '', pricingInsight: insight, fit: 'alternative' },
        ],
        total: 2,
        understood: 'TVs under E5,000',
        needsClarification: false,
        suggestions: [],
        notice: 'No TVs under E5,000 on Sokoni right now — the cheapest is Samsung 43" Crystal UHD Smart TV at E6,499.',
      }),
    });
    renderDiscover('/discover?q=tv%20under%20E5000');
    const results = await screen.findByTestId('search-results');
    expect(await within(results).findByText(/^No TVs under E5,000 on Sokoni right now/)).toBeTruthy();
    expect(within(results).queryByText(/perfect match/)).toBeNull();
    const [first, second] = within(results).getAllByTestId('matched-product');
    expect(within(first!).getByText('Alternative, not a match')).toBeTruthy();
    expect(within(first!).getByText('Over your budget: E6,499')).toBeTruthy();
    expect(within(second!).getByText('Other kind: soundbar')).toBeTruthy();
    expect(within(results).queryByText(/% match/)).toBeNull();
  });

  it('runs the search a link names (?q=)', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': searchReply });
    renderDiscover('/discover?q=red%20dress');
    expect(box().value).toBe('red dress');
    expect(await screen.findByText(/Found 2 perfect matches/)).toBeTruthy();
    expect(searchCalls()[0]!.body?.query).toBe('red dress');
  });

  it('asks for more when the words were too vague', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': ok({ results: [], total: 0, needsClarification: true, suggestions: ['Phones under E2,000'] }) });
    renderDiscover('/discover?q=stuff');
    expect(await screen.findByText('Tell me a little more')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Phones under E2,000' }));
    await waitFor(() => expect(searchCalls().at(-1)?.body?.query).toBe('Phones under E2,000'));
  });

  it('a photo-failure chip is no search, in any language: browse opens browse (issue 29)', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': ok({ results: [], total: 0, needsClarification: false, suggestions: ['Zama lesinye sitfombe', 'Chaza umkhicito', 'Buka tigaba'] }) });
    renderDiscover('/discover?q=lentfo');
    fireEvent.click(await screen.findByRole('button', { name: 'Buka tigaba' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/browse'));
    expect(searchCalls()).toHaveLength(1);
  });

  it('an image-only search uploads the picture, then hands it to a new chat asking about it', async () => {
    signIn();
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }) });
    let finish!: () => void;
    upload.impl = (_file, options) => {
      expect(options.folder).toBe('ai-search');
      options.onProgress?.({ loaded: 40, total: 100, percent: 40 });
      return new Promise((resolve) => (finish = () => resolve({ url: '/media/u/u1/ai-search/x-640.webp', key: 'u/u1/ai-search/x', type: 'image' })));
    };
    renderDiscover();
    const file = new File(['png'], 'shoe.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file] } });
    expect(await screen.findByText('40%')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Search$/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(await screen.findByText('Ready to send')).toBeTruthy();

    // A picture alone goes straight to a chat, and the button says so.
    expect(screen.queryByRole('button', { name: /Search$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask in chat' }));
    expect(JSON.parse(sessionStorage.getItem(PENDING_IMAGE_STORAGE)!)).toEqual({ url: '/media/u/u1/ai-search/x-640.webp', key: 'u/u1/ai-search/x', filename: 'shoe.png', mimeType: 'image/png' });
    expect(screen.getByTestId('path').textContent).toBe(`/aichat?new=1&q=${encodeURIComponent(ASSISTANT_MESSAGES.imageQuestion).replace(/%20/g, '+')}`);
    expect(searchCalls()).toHaveLength(0);
  });

  it('a failed upload says so and clears the picture', async () => {
    signIn();
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }) });
    upload.impl = async () => {
      throw new Error('Upload failed');
    };
    renderDiscover();
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [new File(['png'], 'shoe.png', { type: 'image/png' })] } });
    expect(await screen.findByText(ASSISTANT_MESSAGES.uploadFailed)).toBeTruthy();
    expect(screen.queryByTestId('image-draft')).toBeNull();
  });

  it('asks a guest to sign in, saying why, instead of opening the file chooser', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }) });
    const { promptLogin } = renderDiscover();
    const opened = vi.spyOn(screen.getByTestId('image-input') as HTMLInputElement, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Search with an image' }));
    expect(promptLogin).toHaveBeenCalledWith(expect.objectContaining({ message: PHOTO_SIGN_IN_MESSAGE }));
    expect(opened).not.toHaveBeenCalled();
  });

  it("heads the box with the spec's 'Start New Chat' and says how the chat starts", () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }) });
    renderDiscover();
    expect(screen.getByRole('heading', { name: 'Start New Chat' })).toBeTruthy();
    expect(screen.getByText(/then continue in chat/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Search$/ })).toBeTruthy();
  });
});

describe('AI Discovery: a search that fails', () => {
  it('offline, says so at once without asking the server', async () => {
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': searchReply });
    goOffline();
    renderDiscover('/discover?q=bakkie', { retry: 2 });
    expect(await screen.findByText('Search failed')).toBeTruthy();
    expect(screen.getByText(SEARCH_FAILURES.offline)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(searchCalls()).toHaveLength(0);
  });

  it('a server error shows at once, with no retries, and Try Again asks again', async () => {
    let fail = true;
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': () => (fail ? { status: 500, body: { success: false, message: 'Internal Server Error' } } : searchReply) });
    renderDiscover('/discover?q=bakkie', { retry: 2 });
    expect(await screen.findByText(SEARCH_FAILURES.server)).toBeTruthy();
    expect(searchCalls()).toHaveLength(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Found 2 perfect matches/)).toBeTruthy();
    expect(searchCalls()).toHaveLength(2);
  });

  it('no answer at all says to check the connection; the same words again try again', async () => {
    let fail = true;
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }) });
    const answered = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('/ai/search') && fail) {
        calls.push({ method: 'POST', path: '/ai/search', query: '', body: undefined, headers: new Headers() });
        throw new TypeError('Failed to fetch');
      }
      return String(input).includes('/ai/search') ? new Response(JSON.stringify(searchReply.body)) : answered(input, init);
    });
    renderDiscover('/discover?q=bakkie', { retry: 2 });
    expect(await screen.findByText(SEARCH_FAILURES.unreachable)).toBeTruthy();
    expect(searchCalls()).toHaveLength(1);
    fail = false;
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText(/Found 2 perfect matches/)).toBeTruthy();
  });
});

describe('AI Discovery: a matched card', () => {
  it('drops a reason that repeats the market chip, and still shows 2 reasons', async () => {
    const reply = ok({
      results: [{ product: phone, matchScore: 80, reasons: ['Priced below similar listings', 'Under your budget', 'Rated 4.6★'], lifestyleMatch: '', pricingInsight: { marketPosition: 'below', medianPrice: 2300, currency: 'SZL' } }],
      total: 1,
      needsClarification: false,
      suggestions: [],
    });
    stubApi({ 'GET /ai/sessions': ok({ sessions: [] }), 'POST /ai/search': reply });
    renderDiscover('/discover?q=phone');
    const card = await screen.findByTestId('matched-product');
    expect(within(card).getByText('Below market')).toBeTruthy();
    expect(within(card).queryByText('Priced below similar listings')).toBeNull();
    expect(within(card).getByText('Under your budget')).toBeTruthy();
    expect(within(card).getByText('Rated 4.6★')).toBeTruthy();
  });
});
