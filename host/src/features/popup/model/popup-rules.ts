import type { Popup } from '@playhub/shared/contracts';
import { readString, storageKeys, writeString } from '@playhub/shared/storage';

/** A short stable fingerprint of the popup's content (images and link): new content shows again. */
export function popupSignature(popup: Popup): string {
  const text = JSON.stringify([popup.images, popup.url ?? '']);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return `${text.length}.${(hash >>> 0).toString(36)}`;
}

/** Whether a popup has something to show: at least one non-empty image. */
export function hasPopupImages(popup: Popup | null | undefined): popup is Popup {
  return !!popup && popup.images.some((src) => src.trim().length > 0);
}

/** Requirements §2: a popup with images is shown once per distinct popup content. */
export function shouldShowPopup(
  popup: Popup | null | undefined,
  seen: string | null = readString(storageKeys.popupSeen),
): boolean {
  return hasPopupImages(popup) && popupSignature(popup) !== seen;
}

/** Remembers that this content was shown on this device. */
export function markPopupSeen(popup: Popup): void {
  writeString(storageKeys.popupSeen, popupSignature(popup));
}

/**
 * The image for a viewport width (Requirements §2 popup reading): index 1 at 1200 px or wider, index 2 at
 * 992 px or wider, else index 0; a missing image falls back to the default.
 */
export function popupImageFor(images: readonly string[], width: number): string {
  const pick = width >= 1200 ? images[1] : width >= 992 ? images[2] : images[0];
  return pick || images[0] || images.find(Boolean) || '';
}

/**
 * Resolves once `src` is loaded and decoded (or failed, or after `capMs`), so a dialog that shows it
 * opens at its full size instead of growing around it as it arrives (a layout shift).
 */
export function pictureReady(src: string, capMs = 3000): Promise<void> {
  if (!src || typeof Image === 'undefined') return Promise.resolve();
  const image = new Image();
  image.src = src;
  const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
  return Promise.race([
    decoded.catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
}
