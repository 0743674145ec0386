import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/** BENCH_CPU_PROFILE names a folder: each timed loop that asks writes its CPU profile there. */
const folder = process.env.BENCH_CPU_PROFILE;

/**
 * Runs `work` under V8's CPU profiler when BENCH_CPU_PROFILE is set, and writes `<name>.cpuprofile` (open it
 * in Chrome DevTools or speedscope): the timed loop alone, without the start-up, the migrations and the
 * set-up that `node --cpu-prof` would mix in.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}
