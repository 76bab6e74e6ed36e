import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const feedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** 'zod/v4' → 'zod', '@scope/pkg/sub' → '@scope/pkg'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every package the code reachable from src/main.ts imports (tests are not reachable from it). */
async function importedAtRunTime(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: ['src/main.ts'],
    absWorkingDir: feedDir,
    bundle: true,
    write: false,
    metafile: true,
    // Every bare import stays external, so the inputs are the feed's own files and their imports are what we want.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const imported = Object.values(metafile.inputs)
    .flatMap((input) => input.imports)
    .filter((i) => i.external && !i.path.startsWith('node:'))
    .map((i) => packageOf(i.path));
  return [...new Set(imported)].sort();
}

describe('[OPS2] the feed ships with what it runs on', () => {
  it('its production dependencies are exactly the packages its running code imports (test-only ones are dev)', async () => {
    const pkg = JSON.parse(await readFile(path.join(feedDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    // What @kuyi/shared imports (zod) is shared's to declare; the build keeps shared's dependencies external too.
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(await importedAtRunTime());
  });
});
