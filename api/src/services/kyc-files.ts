import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { AppError } from '../errors.js';

/**
 * The malware-safe pipeline of KYC uploads (issue 32, item 3). The type is read from the bytes,
 * never from a name or a declared type. Images (JPEG, PNG, WebP) are decoded and re-encoded as a
 * fresh JPEG without metadata, so nothing but pixels survives (a script appended to a JPEG, EXIF
 * with the player's location, a polyglot's second life); their size is checked from the header
 * before any decoding, so a small file claiming a huge picture is refused unopened. PDFs cannot be
 * re-encoded here: they pass structural checks (header, trailer, cross-reference) and are refused
 * with any active content (scripts, launch actions, embedded files, forms that submit, markup),
 * looked for in the file and in its compressed streams too; they are only ever served back as
 * attachments under a sandboxing CSP.
 */

/** What is stored of an accepted upload. */
export interface CleanFile {
  mime: 'image/jpeg' | 'application/pdf';
  content: Buffer;
  sha256: string;
}

/** Pictures larger than this (pixels) are refused before decoding: 40 MP is beyond any phone photo. */
export const MAX_PIXELS = 40_000_000;
/** The longest side a stored image keeps: enough to read a document, small enough to review. */
const MAX_SIDE = 2400;
/** Bytes the compressed streams of one PDF may inflate to while it is checked. */
const MAX_INFLATED = 64 * 1024 * 1024;

type Sniffed = 'jpeg' | 'png' | 'webp' | 'pdf';

/** The file's type by its first bytes; null for anything else (SVG, HTML, scripts, archives…). */
export function sniff(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^%PDF-(1\.[0-7]|2\.0)/.test(bytes.toString('latin1', 0, 8))) return 'pdf';
  return null;
}

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(415, key, params);

/** Checks and cleans an upload; throws a 415 naming what is wrong with it. */
export async function cleanUpload(bytes: Buffer): Promise<CleanFile> {
  const type = sniff(bytes);
  if (!type) throw refuse('kyc.badType');
  const content = type === 'pdf' ? checkPdf(bytes) : await reencode(bytes, type);
  return {
    mime: type === 'pdf' ? 'application/pdf' : 'image/jpeg',
    content,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

async function reencode(bytes: Buffer, type: Exclude<Sniffed, 'pdf'>): Promise<Buffer> {
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  let meta;
  try {
    // The header only (no decoding): the size is judged here, with a message of its own.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('kyc.unreadable');
  }
  if (meta.format !== type) throw refuse('kyc.unreadable');
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS || (meta.pages ?? 1) > 1)
    throw refuse('kyc.tooManyPixels');
  try {
    // rotate(): EXIF orientation applied before the metadata is dropped (sharp keeps none by default).
    return await sharp(bytes, options)
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse('kyc.unreadable');
  }
}

// Names of PDF features that run or carry something besides the page: refused wherever they appear.
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed|\?php)\b/i;

/** True when `text` (latin1) names active content or carries markup. */
function active(text: string): boolean {
  if (MARKUP.test(text)) return true;
  for (const m of text.matchAll(/\/([A-Za-z0-9#]{1,64})/g)) {
    // A name may spell a letter as #xx (/J#61vaScript): read it as the viewer would.
    const name = m[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (ACTIVE.has(name)) return true;
  }
  return false;
}

function checkPdf(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  const tail = text.slice(-2048);
  if (!/%%EOF\s*$/.test(tail) || !/startxref\s+\d+/.test(tail)) throw refuse('kyc.badPdf');
  if (!/\d+\s+\d+\s+obj\b/.test(text)) throw refuse('kyc.badPdf');
  if (active(text)) throw refuse('kyc.activePdf');
  let inflated = 0;
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) throw refuse('kyc.badPdf');
    let out: Buffer;
    try {
      out = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED - inflated });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw refuse('kyc.badPdf');
      continue; // not a Flate stream (an image, or another filter): its bytes were read above
    }
    inflated += out.length;
    if (active(out.toString('latin1'))) throw refuse('kyc.activePdf');
  }
  return bytes;
}
