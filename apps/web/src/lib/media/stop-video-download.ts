/**
 * Pauses a video and ends its download. Removing `src` alone is not enough: the element goes on
 * reading its old source (a freed blob address, or a reply holding one of the host's connections)
 * until `load()` empties it.
 */
export function stopVideoDownload(element: HTMLVideoElement): void {
  element.pause();
  element.removeAttribute('src');
  element.load();
}
