import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The built client's text files held in memory with their brotli and gzip forms. The build writes `x.br`
 * and `x.gz` beside each file (client/scripts/precompress.ts, same settings as here); a dist built by plain
 * `vite build` has none, so the missing forms are made once here at startup rather than sending 1 MB of
 * JavaScript uncompressed.
 */
export type Coding = 'br' | 'gzip' | 'identity';

export interface Variant {
  body: Buffer;
  /** Strong ETag, distinct per coding (a cache must not confuse the gzip bytes with the brotli ones). */
  etag: string;
}

export interface CompressedFile {
  /** Extension, for Content-Type. */
  ext: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** Text formats worth compressing. Source maps stay on disk: only devtools ask for them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** Brotli at its best quality: paid once per build (or startup), not per request. */
export function brotli(raw: Buffer): Buffer {
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

export function gzip(raw: Buffer): Buffer {
  return gzipSync(raw, { level: 9 });
}

function variant(body: Buffer, coding: Coding): Variant {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${coding === 'identity' ? '' : `-${coding}`}"` };
}

/** A file's three forms; a compressed form that is not smaller than the raw bytes is dropped. */
export function compressedFile(ext: string, raw: Buffer, br: Buffer, gz: Buffer): CompressedFile {
  const file: CompressedFile = { ext, identity: variant(raw, 'identity') };
  if (br.length < raw.length) file.br = variant(br, 'br');
  if (gz.length < raw.length) file.gzip = variant(gz, 'gzip');
  return file;
}

export interface LoadedDist {
  /** URL path (`/assets/index-abc.js`) → file. */
  files: Map<string, CompressedFile>;
  /** How many forms were missing from the dist and made in memory. */
  compressedAtStartup: number;
}

/** Every compressible file of the dist, keyed by URL path, with its precompressed siblings or fresh ones. */
export function loadDist(dist: string): LoadedDist {
  const files = new Map<string, CompressedFile>();
  let compressedAtStartup = 0;
  const sibling = (file: string, suffix: string, make: (raw: Buffer) => Buffer, raw: Buffer) => {
    if (existsSync(file + suffix)) return readFileSync(file + suffix);
    compressedAtStartup++;
    return make(raw);
  };
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isCompressible(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    const br = sibling(file, '.br', brotli, raw);
    const gz = sibling(file, '.gz', gzip, raw);
    const url = `/${path.relative(dist, file).split(path.sep).join('/')}`;
    files.set(url, compressedFile(path.extname(entry.name), raw, br, gz));
  }
  return { files, compressedAtStartup };
}

/**
 * The coding to send: the one the visitor weighs highest (q) among the forms the file has, brotli before gzip
 * before the raw bytes on a tie. No Accept-Encoding header means the raw bytes (curl, old proxies); an
 * unnamed identity stays acceptable but last, as RFC 9110 §12.5.3 has it.
 */
export function chooseCoding(acceptEncoding: string | undefined, file: CompressedFile): Coding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const candidates: [Coding, number][] = [];
  if (file.br) candidates.push(['br', weight('br')]);
  if (file.gzip) candidates.push(['gzip', Math.max(weight('gzip'), q.get('x-gzip') ?? 0)]);
  candidates.push(['identity', q.get('identity') ?? q.get('*') ?? 0.001]);
  let best: [Coding, number] = ['identity', 0];
  for (const c of candidates) if (c[1] > best[1]) best = c;
  // Nothing acceptable (identity;q=0 and no usable coding): the raw bytes still beat a 406 for a browser.
  return best[0];
}
