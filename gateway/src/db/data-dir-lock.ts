import lockfile from 'proper-lockfile';

/**
 * The embedded database belongs to one process (issue 18): two gateways opening PGlite in one DATA_DIR both
 * died with a WebAssembly abort. The first takes `DATA_DIR/pglite.lock` (a lock directory whose mtime the
 * holder refreshes; a crashed holder's lock goes stale and is taken over), the second fails at start with
 * this error instead.
 */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is already in use by another gateway process: the embedded PGlite database belongs ` +
        'to one process. To run several gateways (replicas), point each at PostgreSQL with DATABASE_URL; ' +
        'otherwise give each its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Refreshed every UPDATE ms; a lock not refreshed for STALE ms (the holder died) can be taken over. */
const STALE_MS = 15_000;
const UPDATE_MS = 5_000;

/**
 * Takes the PGlite lock on `pgliteDir`, waiting just long enough for a crashed holder's lock to go stale (a
 * restart right after a crash still starts). Resolves to the release function.
 */
export async function lockDataDir(
  pgliteDir: string,
  dataDir: string,
  onLost: (err: Error) => void,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(pgliteDir, {
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: { retries: 5, factor: 1, minTimeout: STALE_MS / 4, maxTimeout: STALE_MS / 4 },
      onCompromised: onLost,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw err;
  }
}
