import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Post-build step of `npm run build`: writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside
 * every text file of the build, so the gateway and nginx (`gzip_static`) send them as they are instead of
 * compressing per request. The gateway makes the same forms at startup when a build lacks them
 * (gateway/src/http/precompressed.ts: keep the file list and settings in step).
 * Usage: node --import tsx scripts/precompress.ts [dist]
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;

const dist = path.resolve(process.argv[2] ?? 'dist');
const totals = { files: 0, raw: 0, br: 0, gz: 0, jsRaw: 0, jsBr: 0, jsGz: 0 };

for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  totals.files++;
  totals.raw += raw.length;
  totals.br += br.length;
  totals.gz += gz.length;
  if (entry.name.endsWith('.js')) {
    totals.jsRaw += raw.length;
    totals.jsBr += br.length;
    totals.jsGz += gz.length;
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${totals.files} files in ${process.argv[2] ?? 'dist'}: ` +
    `${kb(totals.raw)} → ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip ` +
    `(JavaScript ${kb(totals.jsRaw)} → ${kb(totals.jsBr)} brotli, ${kb(totals.jsGz)} gzip)`,
);
