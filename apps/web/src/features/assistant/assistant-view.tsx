import { imageFailureChipOf } from '@sokoni/contracts/assistant-chips';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useToast, useToastsBelowScreenHeader } from '@/components/toast/toast-context.ts';
import { assistantLocationOf, assistantOwnerOf } from '@/entities/assistant/assistant-api.ts';
import { dropPendingImage, peekPendingImage } from '@/entities/assistant/pending-image.ts';
import { useRequirePhotoSignIn } from '@/entities/assistant/ui/image-draft-preview.tsx';
import { useImageDraft } from '@/entities/assistant/use-image-draft.ts';
import { useVoiceInput } from '@/entities/assistant/use-voice-input.ts';
import { useProductEnrichment } from '@/features/social/use-product-enrichment.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { productsOf } from './chat-session.ts';
import { ChatComposer } from './components/chat-composer.tsx';
import { ChatHeader } from './components/chat-header.tsx';
import { MessageList } from './components/message-list.tsx';
import { useAssistantChat } from './hooks/use-assistant-chat.ts';

/** The screen between the app's bars (phone: top 3.5rem + bottom 4rem; desktop: the 4rem header), so the input stays at the bottom. */
const FULL_HEIGHT = 'h-[calc(100dvh-7.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] md:h-[calc(100dvh-4rem)]';

/**
 * The AI chat (view aichat, doc 2 §2.1). View params: `q` an initial query, sent at once;
 * `session` a session to restore from the server; `new=1` a new session instead of the kept one.
 * They leave the address once used, so a reload shows the conversation as it is.
 */
export function AssistantView() {
  const session = useSession();
  const owner = assistantOwnerOf(session);
  const location = useMemo(() => assistantLocationOf(session), [session]);
  // Another account (or signing out) means another conversation.
  return <AssistantChat key={owner} owner={owner} location={location} />;
}

function AssistantChat({ owner, location }: { owner: string; location: { country: string; city?: string } }) {
  const { current, back, canGoBack, push, replace } = useNavigation();
  const { q: initialQuery = '', session: restoreId, new: fresh } = current.params;
  const toast = useToast();
  // The chat's own header (back, New Chat) sits where toasts would: they show below it instead.
  useToastsBelowScreenHeader();
  const chat = useAssistantChat({ owner, location, restoreId, forceNew: fresh === '1' });
  const { messages, phase, send, retry, newChat } = chat;
  useProductEnrichment(useMemo(() => productsOf(messages), [messages]));

  const [text, setText] = useState('');
  const image = useImageDraft(toast.error);
  const voice = useVoiceInput(setText);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const requirePhotoSignIn = useRequirePhotoSignIn();

  // doc 2 §4: a picture handed over by AI Discovery goes with the initial query, else it waits in the input bar.
  // Decided once, on arrival: the query leaves the address as soon as it is sent.
  const [pending] = useState(() => ({ image: peekPendingImage(), withQuery: Boolean(initialQuery.trim()) }));
  const { adopt } = image;
  useEffect(() => {
    if (pending.image && !pending.withQuery) {
      adopt(pending.image);
      dropPendingImage();
    }
  }, [pending, adopt]);

  const initialSent = useRef(false);
  useEffect(() => {
    if (!initialQuery.trim() || initialSent.current || phase.kind !== 'idle') return;
    initialSent.current = true;
    send(initialQuery, pending.image, 'home');
    dropPendingImage();
  }, [initialQuery, phase.kind, send, pending]);

  // Once the params have done their work, the address is the plain chat again.
  const hasParams = Object.keys(current.params).length > 0;
  useEffect(() => {
    if (hasParams && phase.kind !== 'restoring' && (!initialQuery.trim() || initialSent.current)) replace('aichat', {});
  }, [hasParams, phase.kind, initialQuery, replace]);

  const submit = useCallback(() => {
    if (image.draft.status === 'uploading') return;
    voice.stop();
    const ready = image.draft.status === 'ready' ? image.draft.image : null;
    if (send(text, ready)) {
      setText('');
      image.clear();
    }
  }, [image, voice, send, text]);

  // doc 2 §8's suggestions after a picture failed do what they say, in whichever language they came; every other chip asks its words.
  const onChip = useCallback(
    (words: string) => {
      const failureChip = imageFailureChipOf(words);
      if (failureChip === 'another-photo') return requirePhotoSignIn() && imageInput.current?.click();
      if (failureChip === 'describe') return textarea.current?.focus();
      if (failureChip === 'browse') return push('browse');
      send(words);
    },
    [push, send, requirePhotoSignIn],
  );

  const loading = phase.kind !== 'idle';
  return (
    <div className={`mx-auto flex w-full max-w-4xl flex-col overflow-hidden bg-white md:border-x md:border-slate-200 ${FULL_HEIGHT}`}>
      <ChatHeader onBack={() => (canGoBack ? back() : push('discover'))} onNewChat={() => void newChat()} newChatDisabled={loading || messages.length === 0} />
      <MessageList messages={messages} phase={phase} onChip={onChip} onRetry={retry} />
      <ChatComposer
        text={text}
        onTextChange={setText}
        image={image.draft}
        onPickImage={(file) => void image.pick(file)}
        onRemoveImage={image.clear}
        listening={voice.listening}
        transcribing={voice.transcribing}
        voiceUnavailable={voice.unavailable}
        onToggleVoice={() => voice.toggle(text)}
        waiting={phase.kind === 'sending' || phase.kind === 'restoring'}
        onSubmit={submit}
        textareaRef={textarea}
        imageInputRef={imageInput}
      />
      {voice.engine}
    </div>
  );
}
