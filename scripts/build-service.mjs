// `npm run build -w gateway` / `-w feed`: compiles a service to one plain-JavaScript file, dist/main.js, that
// production runs with `node` (no tsx at run time; issue 18).
//
// Why esbuild bundling rather than `tsc` emit: the workspaces import `@kuyi/shared`, whose package entry is
// TypeScript source (vite, vitest and tsx read it directly). Per-file tsc emit would leave those imports
// pointing at .ts files that plain node cannot load, and re-pointing the package at emitted JS would take the
// source away from every dev tool. Bundling inlines shared (and our own code) into one file and leaves every
// npm dependency external, resolved from node_modules as usual (`npm ci --omit=dev` installs exactly those).
// Type checking stays with `tsc -b`; esbuild only strips types.
//
// Files read at run time next to the code are copied beside the bundle; the bundle sits at the same depth
// under the workspace as src/, so paths computed from import.meta.url (config's repo root, the feed's
// ../shared/data) resolve the same in both.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Per service: the entry, and the run-time files copied next to dist/main.js (from src/ → to dist/). */
const SERVICES = {
  gateway: {
    assets: [
      ['src/db/migrations', 'migrations'],
      ['src/agreement/texts', 'texts'],
    ],
  },
  feed: { assets: [] },
};

const deps = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});

export async function buildService(name) {
  const service = SERVICES[name];
  if (!service) throw new Error(`unknown service "${name}" (one of ${Object.keys(SERVICES).join(', ')})`);
  const dir = path.join(root, name);
  // Workspace packages are inlined; everything else a service or shared depends on stays a require/import.
  const external = [...new Set([...deps(dir), ...deps(path.join(root, 'shared'))])].filter(
    (d) => !d.startsWith('@kuyi/'),
  );
  const outdir = path.join(dir, 'dist');
  rmSync(path.join(outdir, 'main.js'), { force: true });
  await build({
    entryPoints: [path.join(dir, 'src/main.ts')],
    outfile: path.join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // CommonJS helpers inlined from a dependency-free module still find `require`.
    banner: {
      js: "import { createRequire as __kuyiRequire } from 'node:module'; const require = __kuyiRequire(import.meta.url);",
    },
  });
  for (const [from, to] of service.assets) {
    const target = path.join(outdir, to);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(dir, from), target, { recursive: true });
  }
  return path.join(outdir, 'main.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(SERVICES)) {
    const out = await buildService(name);
    console.log(`built ${path.relative(root, out)}`);
  }
}
