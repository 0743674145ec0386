import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is one process per data directory: a second process would corrupt it. The lock file holds the
 * owner's pid; a lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'facturar.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner !== process.pid && Number.isInteger(owner) && isAlive(owner)) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
