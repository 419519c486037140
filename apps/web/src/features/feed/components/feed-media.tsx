import type { MediaItem } from '@sokoni/contracts/catalog';
import { useEffect, useRef } from 'react';
import { isVideo, posterOf, srcSetOf, stillOf, videoSourceOf } from '@/entities/product/media.ts';
import { PlaySolidIcon } from '@/components/icons.tsx';
import { stopVideoDownload } from '@/lib/media/stop-video-download.ts';

/** active: on screen; preload: the next one (doc 1 §2.5); idle: unloaded. */
export type MediaMode = 'active' | 'preload' | 'idle';

type Props = {
  media: MediaItem | undefined;
  title: string;
  mode: MediaMode;
  muted: boolean;
  paused: boolean;
  /** Data saver: the video waits for a tap (`revealed`). */
  holdVideo: boolean;
  /** Save-Data or a slow connection: the small rendition plays. */
  smallVideo: boolean;
  onPlaybackBlocked: () => void;
};

function smallestVariant(media: MediaItem | undefined): string | undefined {
  const sorted = media?.variants?.length ? [...media.variants].sort((a, b) => a.width - b.width) : [];
  return sorted[0]?.url ?? stillOf(media);
}

/**
 * One product's media, filling its slide without layout shift: the still (image, or the video's
 * poster) paints first; the current video plays muted and loops; the next one loads only its
 * start (metadata: the index and first frames, not the whole file); others carry no source at
 * all, so at most two videos ever download.
 */
export function FeedMedia({ media, title, mode, muted, paused, holdVideo, smallVideo, onPlaybackBlocked }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const video = isVideo(media);
  const still = video ? posterOf(media, smallVideo) : stillOf(media);
  const load = video && !holdVideo && mode !== 'idle';
  const source = load ? videoSourceOf(media, smallVideo) : undefined;
  const playing = load && mode === 'active' && !paused;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.muted = muted;
    if (!load) {
      // React has already dropped the src attribute, but the element keeps downloading until load().
      if (element.networkState !== HTMLMediaElement.NETWORK_EMPTY) stopVideoDownload(element);
      return;
    }
    // StrictMode's trial unmount emptied it (below): React will not set an unchanged src again.
    if (source && !element.getAttribute('src')) element.setAttribute('src', source);
    if (playing) element.play().catch(() => onPlaybackBlocked());
    else element.pause();
  }, [load, source, playing, muted, onPlaybackBlocked]);

  // A slide scrolled out of the pager: its detached element would otherwise go on downloading.
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (element) stopVideoDownload(element);
    };
  }, []);

  return (
    <div className="absolute inset-0 overflow-hidden bg-slate-900">
      {/* A soft, blurred copy fills the bars around media that is not 9:16. */}
      {smallestVariant(media) && (
        <img src={smallestVariant(media)} alt="" aria-hidden="true" decoding="async" className="absolute inset-0 size-full object-cover opacity-60 blur-2xl" />
      )}
      {still && (
        <img
          src={still}
          srcSet={srcSetOf(media)}
          sizes="(min-width: 768px) 420px, 100vw"
          alt={video ? '' : title}
          decoding="async"
          fetchPriority={mode === 'active' ? 'high' : 'low'}
          className="absolute inset-0 size-full object-contain"
        />
      )}
      {video && (
        <video
          ref={ref}
          src={source}
          poster={posterOf(media, smallVideo)}
          preload={mode === 'active' && load ? 'auto' : load ? 'metadata' : 'none'}
          muted={muted}
          loop
          playsInline
          disablePictureInPicture
          aria-label={title}
          data-mode={mode}
          className="absolute inset-0 size-full object-contain"
        />
      )}
      {video && mode === 'active' && (holdVideo || paused) && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-black/45 pl-1 text-white/95 backdrop-blur-sm">
            <PlaySolidIcon size={30} />
          </span>
        </span>
      )}
    </div>
  );
}
