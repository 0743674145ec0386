import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const JOURNAL_FILE = 'pac-sandbox-journal.jsonl';

/** Where the sandbox keeps its state between runs: one JSON entry per change, replayed at start. */
export type StateJournal<T> = {
  readonly path: string;
  /** The entries written so far, oldest first; a torn last line (a crash mid-write) is skipped. */
  replay(): T[];
  append(entry: T): void;
  /** Forgets everything (admin reset). */
  clear(): void;
};

/**
 * An append-only JSON-lines file in `directory`. Appends are synchronous so a change is on disk before
 * its answer leaves; a 10,000-document run writes about as many lines.
 */
export function openStateJournal<T>(directory: string): StateJournal<T> {
  mkdirSync(directory, { recursive: true });
  const path = join(directory, JOURNAL_FILE);
  return {
    path,
    replay() {
      if (!existsSync(path)) return [];
      const entries: T[] = [];
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          entries.push(JSON.parse(line) as T);
        } catch {
          break;
        }
      }
      return entries;
    },
    append(entry) {
      appendFileSync(path, `${JSON.stringify(entry)}\n`);
    },
    clear() {
      writeFileSync(path, '');
    },
  };
}
