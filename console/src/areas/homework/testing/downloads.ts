import { vi } from 'vitest';

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and does not download: the files the page hands to the browser are
 * collected here instead, with their names and contents.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let count = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${++count}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob !== undefined) saved.push({ fileName: this.download, blob });
  });
  return saved;
}

export interface FollowedLink {
  href: string;
  download: string;
}

/** The links the page makes and clicks by itself (a file's short-lived link to download), as it clicked them. */
export function captureLinkClicks(): FollowedLink[] {
  const followed: FollowedLink[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return followed;
}
