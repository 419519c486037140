import { IMAGE_FAILURE_SUGGESTIONS_IN } from '@sokoni/contracts/assistant-chips';
import { ASSISTANT_MESSAGES, IMAGE_FAILURE_SUGGESTIONS } from '@sokoni/contracts/assistant-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPromptOpenContext } from '@/components/login-prompt/login-prompt-context.ts';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { GUEST_KEY_STORAGE } from '@/entities/assistant/assistant-api.ts';
import { PENDING_IMAGE_STORAGE } from '@/entities/assistant/pending-image.ts';
import { PHOTO_SIGN_IN_MESSAGE } from '@/entities/assistant/ui/image-draft-preview.tsx';
import { NavigationProvider } from '@/lib/navigation/navigation-provider.tsx';
import { sessionStore } from '@/lib/session/session.ts';
import { FakeRecognizer } from '@/test/fake-speech-recognizer.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import { fakeJwt } from '@/test/jwt-fixture.ts';
import { AssistantView } from './assistant-view.tsx';
import { CHAT_STORAGE, LOADING_PHRASES, SESSION_ID_PATTERN } from './chat-session.ts';

type Call = { method: string; path: string; body: Record<string, unknown> | undefined; headers: Headers };
type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }> | 'network-error';

const ok = (data: unknown) => ({ body: { success: true, data } });
const chatReply = (overrides: Record<string, unknown> = {}) =>
  ok({ message: 'Here are some phones.', products: [], suggestedActions: [], suggestions: [], needsClarification: false, sessionId: 's', matches: [], source: 'builtin', ...overrides });

let calls: Call[] = [];
/** `METHOD /path` (without /api and the query) → a reply, or a function of the call. */
function stubApi(routes: Record<string, Reply | ((call: Call) => Reply)>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '').split('?')[0] ?? '';
      const call: Call = { method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) };
      calls.push(call);
      const found = routes[`${call.method} ${path}`] ?? Object.entries(routes).find(([key]) => key.endsWith('*') && `${call.method} ${path}`.startsWith(key.slice(0, -1)))?.[1];
      const route = typeof found === 'function' ? found(call) : found;
      if (route === 'network-error') throw new TypeError('Failed to fetch');
      const reply = (await route) ?? { status: 404, body: { success: false, message: 'Resource not found' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
}
const chatCalls = () => calls.filter((c) => c.path === '/ai/chat');

function deferred() {
  let resolve!: (reply: { status?: number; body: unknown }) => void;
  const promise = new Promise<{ status?: number; body: unknown }>((r) => (resolve = r));
  return { promise, resolve };
}

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="path">{pathname + search}</p>;
}

const promptLogin = vi.fn();

function renderChat(path = '/aichat') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  promptLogin.mockReset();
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <NavigationProvider>
            <LoginPromptOpenContext.Provider value={promptLogin}>
              <AssistantView />
              <Location />
            </LoginPromptOpenContext.Provider>
          </NavigationProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByLabelText('Ask the shopping assistant') as HTMLTextAreaElement;
const newChatButton = () => screen.getByRole('button', { name: 'New Chat' }) as HTMLButtonElement;
const stored = () => JSON.parse(localStorage.getItem(CHAT_STORAGE) ?? 'null') as { owner: string; sessionId: string; messages: { content: string }[] } | null;

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AI chat: sending', () => {
  it('sends on Enter, not on Shift+Enter, as a guest with the guest key', async () => {
    stubApi({ 'POST /ai/chat': chatReply() });
    renderChat();
    type('phone under E2000');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(chatCalls()).toHaveLength(0);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Here are some phones.')).toBeTruthy();
    expect(screen.getByText('phone under E2000')).toBeTruthy();
    expect(input().value).toBe('');

    const [call] = chatCalls();
    const sessionId = stored()!.sessionId;
    expect(sessionId).toMatch(SESSION_ID_PATTERN);
    expect(call!.body).toEqual({
      message: 'phone under E2000',
      sessionId,
      language: 'en',
      location: { country: 'Eswatini', city: 'Mbabane' },
      metadata: { deviceType: 'web', source: 'direct' },
    });
    expect(call!.headers.get('x-guest-key')).toBe(localStorage.getItem(GUEST_KEY_STORAGE));
    expect(call!.headers.get('x-guest-key')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(call!.headers.get('authorization')).toBeNull();
  });

  it('signed in, sends the bearer token and not the guest key', async () => {
    sessionStore.signIn(
      { id: 'u1', _id: 'u1', name: 'Sipho', username: 'sipho', phoneNumber: '+26876000001', role: 'user', shop: null, country: 'South Africa', countryCode: 'ZA' } as never,
      { accessToken: fakeJwt(600), refreshToken: 'r1' },
    );
    stubApi({ 'POST /ai/chat': chatReply() });
    renderChat();
    type('bakkie');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText('Here are some phones.');
    const [call] = chatCalls();
    expect(call!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(call!.headers.get('x-guest-key')).toBeNull();
    expect(call!.body?.location).toEqual({ country: 'South Africa' });
    expect(stored()?.owner).toBe('u1');
  });

  it('shows the loading bubble with a phrase, and sends nothing more meanwhile', async () => {
    const answer = deferred();
    stubApi({ 'POST /ai/chat': () => answer.promise });
    renderChat();
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    const bubble = await screen.findByTestId('loading-bubble');
    expect(LOADING_PHRASES.some((p) => bubble.textContent?.includes(p))).toBe(true);
    type('another');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chatCalls()).toHaveLength(1);
    expect(input().value).toBe('another');

    await act(async () => answer.resolve(chatReply()));
    expect(screen.queryByTestId('loading-bubble')).toBeNull();
  });

  it("says 'Found N products…' for a reply of products alone: a carousel of 5, then View All with the count", async () => {
    const products = Array.from({ length: 7 }, () => makeProduct());
    stubApi({
      'POST /ai/chat': chatReply({
        message: '',
        products,
        matches: [
          { productId: products[0]!.id, matchScore: 82, reasons: ['Under your budget', 'Good camera', 'Third reason'] },
          { productId: products[1]!.id, matchScore: 55, reasons: ['Samsung'] },
          { productId: products[2]!.id, matchScore: 45, reasons: [] },
          { productId: products[3]!.id, matchScore: 12, reasons: [] },
        ],
        suggestedActions: ['Only new ones'],
      }),
    });
    renderChat();
    type('phones');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Found 7 products matching your search:')).toBeTruthy();

    const carousel = screen.getByRole('list', { name: 'Suggested products' });
    expect(within(carousel).getAllByTestId('product-card')).toHaveLength(5);
    expect(within(carousel).getByText('82% match').getAttribute('data-band')).toBe('green');
    expect(within(carousel).getByText('55% match').getAttribute('data-band')).toBe('blue');
    expect(within(carousel).getByText('45% match').getAttribute('data-band')).toBe('orange');
    expect(within(carousel).getByText('12% match').getAttribute('data-band')).toBe('red');
    expect(within(carousel).getByText('Good camera')).toBeTruthy();
    expect(within(carousel).queryByText('Third reason')).toBeNull();

    fireEvent.click(within(carousel).getByRole('button', { name: /View All/ }));
    expect(within(carousel).getByText('7 items')).toBeTruthy();
    const sheet = await screen.findByRole('dialog', { name: 'All products (7)' });
    expect(within(sheet).getAllByTestId('product-card')).toHaveLength(7);
  });

  it('labels an alternative for what it is instead of a match score (issue 25)', async () => {
    const products = [makeProduct({ title: 'Samsung 43" Crystal UHD Smart TV' }), makeProduct({ title: 'LG 2.1 Channel 300W Soundbar' })];
    stubApi({
      'POST /ai/chat': chatReply({
        message: 'No TVs under E5,000 on Sokoni right now — the cheapest is Samsung 43" Crystal UHD Smart TV at E6,499.',
        products,
        matches: [
          { productId: products[0]!.id, matchScore: 39, reasons: ['Over your budget: E6,499'], fit: 'alternative' },
          { productId: products[1]!.id, matchScore: 30, reasons: ['Other kind: soundbar', 'Under your budget'], fit: 'alternative' },
        ],
      }),
    });
    renderChat();
    type('tv under E5000');
    fireEvent.keyDown(input(), { key: 'Enter' });
    const carousel = await screen.findByRole('list', { name: 'Suggested products' });
    expect(within(carousel).getAllByText('Alternative, not a match')).toHaveLength(2);
    expect(within(carousel).getByText('Over your budget: E6,499')).toBeTruthy();
    expect(within(carousel).getByText('Other kind: soundbar')).toBeTruthy();
    expect(within(carousel).queryByText(/% match/)).toBeNull();
  });

  it('chips send their words', async () => {
    stubApi({ 'POST /ai/chat': chatReply({ suggestedActions: ['Only new ones'], suggestions: ['Tablets under E3,000'] }) });
    renderChat();
    type('phones');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Only new ones' }));
    await waitFor(() => expect(chatCalls()).toHaveLength(2));
    expect(chatCalls()[1]!.body?.message).toBe('Only new ones');
  });

  it('answers a network failure with the apology, the error and Try again, which asks again', async () => {
    let fail = true;
    stubApi({ 'POST /ai/chat': () => (fail ? 'network-error' : chatReply({ message: 'Back online.' })) });
    renderChat();
    type('phones');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText(ASSISTANT_MESSAGES.apology)).toBeTruthy();
    expect(screen.getByText('Network Error: Could not reach the server')).toBeTruthy();
    expect(screen.getByText('Check your internet connection')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online.')).toBeTruthy();
    expect(screen.queryByText(ASSISTANT_MESSAGES.apology)).toBeNull();
    expect(chatCalls().map((c) => c.body?.message)).toEqual(['phones', 'phones']);
    expect(screen.getAllByTestId('user-message')).toHaveLength(1);
  });

  it("shows 'API Error: …' with the server's words", async () => {
    stubApi({ 'POST /ai/chat': { status: 500, body: { success: false, message: 'Something went wrong' } } });
    renderChat();
    type('phones');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('API Error: Something went wrong')).toBeTruthy();
  });

  it("after a picture failed, 'Browse categories' opens browse instead of being sent", async () => {
    stubApi({ 'POST /ai/chat': chatReply({ message: ASSISTANT_MESSAGES.imageFailure, suggestions: [...IMAGE_FAILURE_SUGGESTIONS] }) });
    renderChat();
    type('this');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Browse categories' }));
    expect(screen.getByTestId('path').textContent).toBe('/browse');
    expect(chatCalls()).toHaveLength(1);
  });

  it('knows those chips in another language too: Kiswahili\'s browse chip opens browse (issue 29)', async () => {
    stubApi({ 'POST /ai/chat': chatReply({ message: 'Samahani', suggestions: [...IMAGE_FAILURE_SUGGESTIONS_IN.sw] }) });
    renderChat();
    type('hii');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Vinjari kategoria' }));
    expect(screen.getByTestId('path').textContent).toBe('/browse');
    expect(chatCalls()).toHaveLength(1);
  });
});

describe('AI chat: the session', () => {
  it('shows toasts below the chat header, clear of back and New Chat', () => {
    stubApi({});
    renderChat();
    expect(screen.getByTestId('toasts').dataset.placement).toBe('screenHeader');
  });

  it('New Chat is disabled with no messages and while waiting; it clears the session and toasts for 3 s', async () => {
    const answer = deferred();
    stubApi({ 'POST /ai/chat': () => answer.promise, 'DELETE /ai/sessions/*': ok({ newSessionId: 'sokoni_1767000000000_newnewnew' }) });
    renderChat();
    expect(newChatButton().disabled).toBe(true);
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByTestId('loading-bubble');
    expect(newChatButton().disabled).toBe(true);
    await act(async () => answer.resolve(chatReply()));
    await waitFor(() => expect(newChatButton().disabled).toBe(false));

    const oldId = stored()!.sessionId;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(newChatButton());
      expect(await screen.findByText('Started new chat!')).toBeTruthy();
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/ai/sessions/${oldId}`);
      expect(screen.queryByText('sofa')).toBeNull();
      expect(stored()).toMatchObject({ sessionId: 'sokoni_1767000000000_newnewnew', messages: [] });
      expect(newChatButton().disabled).toBe(true);
      await act(async () => vi.advanceTimersByTime(3000 + 400));
      expect(screen.queryByText('Started new chat!')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("on failure toasts 'Failed to start new chat' and still starts afresh", async () => {
    stubApi({ 'POST /ai/chat': chatReply(), 'DELETE /ai/sessions/*': { status: 500, body: { success: false, message: 'Down' } } });
    renderChat();
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText('Here are some phones.');
    const oldId = stored()!.sessionId;
    fireEvent.click(newChatButton());
    expect(await screen.findByText('Failed to start new chat')).toBeTruthy();
    expect(screen.queryByText('Here are some phones.')).toBeNull();
    await waitFor(() => expect(stored()?.sessionId).not.toBe(oldId));
    expect(stored()!.sessionId).toMatch(SESSION_ID_PATTERN);
  });

  it("refuses to send while there is no session id: 'Please wait for session to initialize'", async () => {
    const cleared = deferred();
    stubApi({ 'POST /ai/chat': chatReply(), 'DELETE /ai/sessions/*': () => cleared.promise });
    renderChat();
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText('Here are some phones.');
    fireEvent.click(newChatButton());
    type('chairs');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText(ASSISTANT_MESSAGES.initializing)).toBeTruthy();
    expect(chatCalls()).toHaveLength(1);
    expect(input().value).toBe('chairs');
    await act(async () => cleared.resolve(ok({ newSessionId: 'sokoni_1767000000000_newnewnew' })));
  });

  it('keeps the conversation across a reload', async () => {
    stubApi({ 'POST /ai/chat': chatReply() });
    const first = renderChat();
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText('Here are some phones.');
    const id = stored()!.sessionId;
    first.unmount();

    renderChat();
    expect(screen.getByText('sofa')).toBeTruthy();
    expect(screen.getByText('Here are some phones.')).toBeTruthy();
    expect(newChatButton().disabled).toBe(false);
    type('cheaper');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatCalls()).toHaveLength(2));
    expect(chatCalls()[1]!.body?.sessionId).toBe(id);
    expect(calls.some((c) => c.path.includes('/history'))).toBe(false);
  });

  it('?new=1 starts a new session instead of the kept one', async () => {
    localStorage.setItem(CHAT_STORAGE, JSON.stringify({ owner: 'guest', sessionId: 'sokoni_1_keptkeptk', messages: [{ id: 'u-1', type: 'user', content: 'old question', timestamp: '2026-11-01T10:00:00.000Z', sessionId: 'sokoni_1_keptkeptk', attachments: [], products: [], matches: [], suggestions: [], needsClarification: false, suggestedActions: [] }] }));
    stubApi({});
    renderChat('/aichat?new=1');
    expect(screen.queryByText('old question')).toBeNull();
    await waitFor(() => expect(stored()?.sessionId).not.toBe('sokoni_1_keptkeptk'));
    expect(screen.getByTestId('path').textContent).toBe('/aichat');
  });

  it('?session= restores that conversation from the server', async () => {
    const product = makeProduct({ title: 'Samsung Galaxy A15' });
    stubApi({
      'GET /ai/sessions/sokoni_5_restoreme/history': ok({
        sessionId: 'sokoni_5_restoreme',
        history: [
          { role: 'user', content: 'samsung phone', timestamp: '2026-11-01T10:00:00.000Z', products: [], suggestions: [], needsClarification: false, suggestedActions: [], attachments: [] },
          { role: 'assistant', content: 'I found one.', timestamp: '2026-11-01T10:00:01.000Z', products: [product], suggestions: [], needsClarification: false, suggestedActions: [], attachments: [] },
        ],
      }),
      'POST /ai/chat': chatReply(),
    });
    renderChat('/aichat?session=sokoni_5_restoreme');
    expect(screen.getByRole('status', { name: 'Loading conversation' })).toBeTruthy();
    expect(await screen.findByText('I found one.')).toBeTruthy();
    expect(screen.getByText('Samsung Galaxy A15')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/aichat'));
    expect(stored()).toMatchObject({ sessionId: 'sokoni_5_restoreme' });
    type('cheaper');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatCalls()[0]?.body?.sessionId).toBe('sokoni_5_restoreme'));
  });

  it('a history that fails to load is an empty one, in the same session', async () => {
    stubApi({ 'GET /ai/sessions/sokoni_5_restoreme/history': { status: 500, body: { success: false, message: 'Down' } }, 'POST /ai/chat': chatReply() });
    renderChat('/aichat?session=sokoni_5_restoreme');
    expect(await screen.findByText('What are you shopping for?')).toBeTruthy();
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatCalls()[0]?.body?.sessionId).toBe('sokoni_5_restoreme'));
  });

  it("another account's session is refused: the chat starts a new one", async () => {
    stubApi({ 'GET /ai/sessions/sokoni_5_notmineno/history': { status: 403, body: { success: false, message: ASSISTANT_MESSAGES.notYourSession } }, 'POST /ai/chat': chatReply() });
    renderChat('/aichat?session=sokoni_5_notmineno');
    expect(await screen.findByText('What are you shopping for?')).toBeTruthy();
    type('sofa');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(chatCalls()[0]!.body?.sessionId).not.toBe('sokoni_5_notmineno');
    expect(chatCalls()[0]!.body?.sessionId).toMatch(SESSION_ID_PATTERN);
  });

  it('?q= is sent at once (source home), with the picture AI Discovery handed over', async () => {
    sessionStorage.setItem(PENDING_IMAGE_STORAGE, JSON.stringify({ url: '/media/u/u1/ai-search/a-640.webp', key: 'u/u1/ai-search/a', filename: 'shoe.jpg', mimeType: 'image/jpeg' }));
    stubApi({ 'POST /ai/chat': chatReply({ message: ASSISTANT_MESSAGES.imageFailure, suggestions: [...IMAGE_FAILURE_SUGGESTIONS] }) });
    renderChat(`/aichat?q=${encodeURIComponent(ASSISTANT_MESSAGES.imageQuestion)}&new=1`);
    expect(await screen.findByText(ASSISTANT_MESSAGES.imageFailure)).toBeTruthy();
    const [call] = chatCalls();
    expect(call!.body).toMatchObject({
      message: ASSISTANT_MESSAGES.imageQuestion,
      attachments: [{ type: 'image', url: '/media/u/u1/ai-search/a-640.webp', key: 'u/u1/ai-search/a', filename: 'shoe.jpg', mimeType: 'image/jpeg' }],
      metadata: { deviceType: 'web', source: 'home' },
    });
    expect(screen.getByRole('img', { name: 'Attached image shoe.jpg' })).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_IMAGE_STORAGE)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/aichat'));
    expect(chatCalls()).toHaveLength(1);
  });

  it('a handed-over picture without a query waits in the input bar; sent alone it asks about the image', async () => {
    sessionStorage.setItem(PENDING_IMAGE_STORAGE, JSON.stringify({ url: '/media/a.webp', key: 'k1' }));
    stubApi({ 'POST /ai/chat': chatReply() });
    renderChat();
    expect(await screen.findByTestId('image-draft')).toBeTruthy();
    expect(screen.getByText('Ready to send')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(chatCalls()[0]!.body).toMatchObject({ message: ASSISTANT_MESSAGES.imageQuestion, attachments: [{ type: 'image', url: '/media/a.webp', key: 'k1' }] });
    await waitFor(() => expect(screen.queryByTestId('image-draft')).toBeNull());
  });

  it('refuses a file that is not an image', async () => {
    sessionStore.signIn({ id: 'u1', _id: 'u1', name: 'S', username: 's', phoneNumber: '+26876000001', role: 'user', shop: null } as never, { accessToken: fakeJwt(600), refreshToken: 'r1' });
    stubApi({});
    renderChat();
    const file = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file] } });
    expect(await screen.findByText(ASSISTANT_MESSAGES.imagesOnly)).toBeTruthy();
    expect(screen.queryByTestId('image-draft')).toBeNull();
  });
});

describe('AI chat: a picture', () => {
  it('asks a guest to sign in, with the reason, instead of opening the file chooser', async () => {
    stubApi({ 'POST /ai/chat': chatReply({ message: ASSISTANT_MESSAGES.imageFailure, suggestions: [...IMAGE_FAILURE_SUGGESTIONS] }) });
    renderChat();
    const chooser = screen.getByTestId('image-input') as HTMLInputElement;
    const opened = vi.spyOn(chooser, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Attach an image' }));
    expect(promptLogin).toHaveBeenCalledWith(expect.objectContaining({ message: PHOTO_SIGN_IN_MESSAGE }));
    expect(opened).not.toHaveBeenCalled();

    // 'Try a different image' after a failed picture asks the same.
    type('this');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: IMAGE_FAILURE_SUGGESTIONS[0] }));
    expect(promptLogin).toHaveBeenCalledTimes(2);
    expect(opened).not.toHaveBeenCalled();

    // A file that reaches the chooser anyway is not uploaded for a guest.
    fireEvent.change(chooser, { target: { files: [new File(['png'], 'shoe.png', { type: 'image/png' })] } });
    expect(screen.queryByTestId('image-draft')).toBeNull();
    expect(promptLogin).toHaveBeenCalledTimes(3);
  });

  it('opens the file chooser for a signed-in user', () => {
    sessionStore.signIn({ id: 'u1', _id: 'u1', name: 'S', username: 's', phoneNumber: '+26876000001', role: 'user', shop: null } as never, { accessToken: fakeJwt(600), refreshToken: 'r1' });
    stubApi({});
    renderChat();
    const opened = vi.spyOn(screen.getByTestId('image-input') as HTMLInputElement, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Attach an image' }));
    expect(opened).toHaveBeenCalled();
    expect(promptLogin).not.toHaveBeenCalled();
  });
});

describe('AI chat: voice', () => {
  beforeEach(() => {
    FakeRecognizer.instances = [];
  });

  it('fills the input live while listening, and the mic shows it is on', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognizer);
    stubApi({});
    renderChat();
    type('cheap');
    fireEvent.click(screen.getByRole('button', { name: 'Voice input' }));
    // The voice engine is fetched on the first tap (it is not in the page's first load), then listens.
    const mic = await screen.findByRole('button', { name: 'Stop voice input' });
    expect(mic.getAttribute('aria-pressed')).toBe('true');
    expect(FakeRecognizer.last()).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US' });
    act(() => FakeRecognizer.last()!.onresult?.({ results: [Object.assign([{ transcript: 'red dress' }], { isFinal: false })] }));
    expect(input().value).toBe('cheap red dress');
    fireEvent.click(mic);
    expect(screen.getByRole('button', { name: 'Voice input' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the browser cannot listen, then shows the microphone as unavailable', async () => {
    stubApi({});
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(await screen.findByText(ASSISTANT_MESSAGES.speechUnsupported)).toBeTruthy();
    const mic = await screen.findByRole('button', { name: 'Voice input is not available in this browser' });
    expect(mic.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(mic);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a refused microphone: the reason and what to do, then the microphone is off and says why', async () => {
    class RefusedRecognizer extends FakeRecognizer {
      override start() {
        queueMicrotask(() => {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
        });
      }
    }
    vi.stubGlobal('SpeechRecognition', RefusedRecognizer);
    stubApi({});
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Voice input' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(ASSISTANT_MESSAGES.voiceFailed);
    expect(toast.textContent).toContain('site settings');
    const mic = await screen.findByRole('button', { name: /^Voice input is off: the microphone is blocked/ });
    expect(mic.getAttribute('aria-disabled')).toBe('true');
    expect(mic.getAttribute('title')).toBe(mic.getAttribute('aria-label'));
    fireEvent.click(mic);
    await act(async () => {});
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
