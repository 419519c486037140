import { ASSISTANT_MESSAGES } from '@sokoni/contracts/assistant-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '@/components/page.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { assistantLocationOf, assistantOwnerOf } from '@/entities/assistant/assistant-api.ts';
import { holdPendingImage, type PendingImage } from '@/entities/assistant/pending-image.ts';
import { useImageDraft } from '@/entities/assistant/use-image-draft.ts';
import { useVoiceInput } from '@/entities/assistant/use-voice-input.ts';
import { useProductEnrichment } from '@/features/social/use-product-enrichment.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { anyLanguage, useAiSearch, type AiSearch } from './api/search-products.ts';
import { Conversations } from './components/conversations.tsx';
import { SearchBox } from './components/search-box.tsx';
import { SearchResults } from './components/search-results.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { discoverWords } from './discover-words.ts';

/**
 * AI Discovery (view discover, doc 2 §2.2): 'Your Conversations', the 'Start New Chat' search
 * box, then the AI-matched products. `?q=` (the feed's "/" search, or a reload) runs that search.
 */
export function DiscoverView() {
  const session = useSession();
  const owner = assistantOwnerOf(session);
  const location = useMemo(() => assistantLocationOf(session), [session]);
  const { current, push, replace } = useNavigation();
  const toast = useToast();
  const t = useWords(discoverWords);

  const initial = current.params.q?.trim() ?? '';
  const [text, setText] = useState(initial);
  const [search, setSearch] = useState<AiSearch | null>(initial ? { query: initial } : null);
  const [searchImage, setSearchImage] = useState<PendingImage | null>(null);
  const image = useImageDraft(toast.error);
  const voice = useVoiceInput(setText);
  const results = useAiSearch(search, location);
  const { isError: searchFailed, refetch: searchAgain } = results;
  const resultsRef = useRef<HTMLDivElement>(null);
  // On a phone the results start below the search box: a search brings them into view.
  const [searched, setSearched] = useState(0);
  useEffect(() => {
    if (searched && window.matchMedia?.('(max-width: 1023px)').matches) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [searched]);
  useProductEnrichment(results.data?.products ?? NO_PRODUCTS);


  /** doc 2 §2.2: a chat opened from here is a new conversation, carrying the words (and the picture, through sessionStorage). */
  const openChat = useCallback(
    (query: string, picture: PendingImage | null) => {
      if (picture) holdPendingImage(picture);
      push('aichat', { q: query, new: '1' });
    },
    [push],
  );

  const run = useCallback(
    (words: string, picture: PendingImage | null) => {
      const query = words.trim();
      voice.stop();
      if (!query && !picture) return;
      // doc 2 §5: an image-only search asks 'What products are similar to this image?' in the chat.
      if (!query && picture) {
        image.clear();
        return openChat(ASSISTANT_MESSAGES.imageQuestion, picture);
      }
      // The same words again after a failure are a retry (the cache would otherwise keep the error).
      if (searchFailed && !picture && search?.query === query && !search.imageUrl) void searchAgain();
      setSearch({ query, ...(picture ? { imageUrl: picture.url, imageKey: picture.key } : {}) });
      setSearchImage(picture);
      setSearched((n) => n + 1);
      image.clear();
      replace('discover', { q: query });
    },
    [voice, image, openChat, replace, searchFailed, search, searchAgain],
  );

  const clear = () => {
    setSearch(null);
    setSearchImage(null);
    replace('discover', {});
  };

  return (
    <Page title={t.title} subtitle={t.subtitle} width="wide">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,340px)_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className="lg:sticky lg:top-20">
          <Conversations owner={owner} onOpen={(sessionId) => push('aichat', { session: sessionId })} />
        </div>
        <div className="min-w-0 space-y-6">
          <SearchBox
            text={text}
            onTextChange={setText}
            image={image.draft}
            onPickImage={(file) => void image.pick(file)}
            onRemoveImage={image.clear}
            listening={voice.listening}
            transcribing={voice.transcribing}
            voiceUnavailable={voice.unavailable}
            onToggleVoice={() => voice.toggle(text)}
            searching={search !== null && results.isFetching}
            onSubmit={() => run(text, image.draft.status === 'ready' ? image.draft.image : null)}
            onExample={(prompt) => {
              setText(prompt);
              run(prompt, null);
            }}
          />
          {voice.engine}
          <div ref={resultsRef} className="scroll-mt-20">
            {search && (
              <SearchResults
                query={results}
                onClear={clear}
                onContinueInChat={() => openChat(search.query, searchImage)}
                onSuggestion={(words) => {
                  // doc 2 §8's chips after a picture failed are no search (in any language): browse opens browse, the others start again.
                  void anyLanguage().then(({ imageFailureChipOf }) => {
                    const failureChip = imageFailureChipOf(words);
                    if (failureChip === 'browse') return push('browse');
                    if (failureChip) return clear();
                    setText(words);
                    run(words, null);
                  });
                }}
              />
            )}
          </div>
        </div>
      </div>
    </Page>
  );
}

const NO_PRODUCTS: never[] = [];

