import {
  hasPopupImages,
  markPopupSeen,
  pictureReady,
  popupImageFor,
  popupSignature,
  shouldShowPopup,
} from './popup-rules';

const popup = { images: ['/a.svg', '/b.svg', '/c.svg'], url: '/promotions' };

beforeEach(() => localStorage.clear());

it('shows a popup with images once per distinct content', () => {
  expect(shouldShowPopup(popup)).toBe(true);
  markPopupSeen(popup);
  expect(shouldShowPopup(popup)).toBe(false);
  expect(shouldShowPopup({ ...popup, images: ['/new.svg'] })).toBe(true);
  expect(shouldShowPopup({ ...popup, url: '/casino/slot' })).toBe(true);
});

it('never shows a popup without images', () => {
  expect(hasPopupImages({ images: [], url: null })).toBe(false);
  expect(hasPopupImages({ images: [' '], url: null })).toBe(false);
  expect(shouldShowPopup(null)).toBe(false);
});

it('has a stable signature for the same content', () => {
  expect(popupSignature(popup)).toBe(popupSignature({ images: [...popup.images], url: '/promotions' }));
});

it('picks index 1 at ≥1200 px, index 2 at ≥992 px, else the default', () => {
  expect(popupImageFor(popup.images, 1280)).toBe('/b.svg');
  expect(popupImageFor(popup.images, 1000)).toBe('/c.svg');
  expect(popupImageFor(popup.images, 390)).toBe('/a.svg');
  expect(popupImageFor(['/only.svg'], 1280)).toBe('/only.svg');
});

describe('the picture the popup opens with', () => {
  it('is waited for at most capMs (a picture that never arrives does not keep the popup away)', async () => {
    jest.useFakeTimers();
    // jsdom loads no pictures: one whose decoding never ends.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise(() => undefined),
    });
    let ready = false;
    void pictureReady('/p.svg', 3000).then(() => (ready = true));
    await jest.advanceTimersByTimeAsync(2999);
    expect(ready).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    jest.useRealTimers();
  });
});
