import { createHash } from 'node:crypto';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Two hues derived from a seed, so every image is distinct yet stable. */
function hues(seed: string): [number, number] {
  const h = createHash('sha1').update(seed).digest();
  return [(h[0]! * 360) / 256, (h[1]! * 360) / 256];
}

/**
 * A gradient card `w`×`h`, with a centred title (and optional subtitle) when given. Without a title
 * it is a picture only: banners, popup and tiles carry their words as HTML over it, in the reader's
 * language and wrapped to the screen.
 */
export function card(seed: string, w: number, h: number, title = '', subtitle = ''): string {
  const [a, b] = hues(seed);
  const size = Math.max(10, Math.min(h / 5, (w / Math.max(title.length, 4)) * 1.5));
  const words = title
    ? `<text x="50%" y="${h / 2}" font-family="system-ui,Segoe UI,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${esc(title)}</text>`
    : `<circle cx="${w * 0.15}" cy="${h * 0.85}" r="${Math.min(w, h) * 0.25}" fill="#000" fill-opacity=".12"/>`;
  const sub =
    title && subtitle
      ? `<text x="50%" y="${h / 2 + size * 1.1}" font-size="${size * 0.5}" fill="#fff" fill-opacity=".8" text-anchor="middle">${esc(subtitle)}</text>`
      : '';
  const label = title ? `role="img" aria-label="${esc(title)}"` : 'aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${label}>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},70%,25%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.35}" fill="#fff" fill-opacity=".08"/>
${words}${sub}
</svg>`;
}

/** A flat logo: name on a dark pill. */
export function logo(seed: string, w: number, h: number, name: string): string {
  const [a] = hues(seed);
  const size = Math.min(h * 0.38, (w / Math.max(name.length, 4)) * 1.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(name)}">
<rect width="100%" height="100%" rx="${h / 4}" fill="#1a2c38"/><rect x="6" y="${h / 2 - 3}" width="6" height="6" rx="3" fill="hsl(${a},80%,60%)"/>
<text x="50%" y="50%" font-family="system-ui,Segoe UI,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${esc(name)}</text>
</svg>`;
}
