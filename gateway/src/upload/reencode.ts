import sharp from 'sharp';

/** Longest side kept; larger photos are scaled down (a forum image never needs more). */
const MAX_SIDE = 2560;
/** Decompression-bomb guard: refuse images whose pixel count exceeds this before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp';

/**
 * Decodes an image whose type was already recognised from its bytes and encodes it again, so what we store
 * and serve is pixels we produced: trailing payloads (image/HTML polyglots), comments and metadata (EXIF
 * with GPS positions, camera serials) do not survive. Orientation is applied first so photos stay upright.
 * Throws when the bytes do not decode as an image.
 */
export async function reencodeImage(bytes: Buffer, ext: ImageExt): Promise<Buffer> {
  const animated = ext === 'gif' || ext === 'webp';
  const img = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (ext) {
    case 'jpg':
      return img.jpeg({ quality: 85 }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 9 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
    case 'webp':
      return img.webp({ quality: 85 }).toBuffer();
  }
}
