import { afterEach } from 'vitest';
import { describeOpenPages } from './failure-snapshot.ts';

// A failed journey also reports what its pages showed (failure-snapshot.ts).
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = await describeOpenPages();
  if (pages) throw new Error(`What the journey's pages showed when it failed:\n\n${pages}`);
});
