import { report } from './bench-server.ts';

export const MB = 1024 * 1024;

export type Measured<T> = {
  value: T;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  peakHeapMb: number;
};

/**
 * Runs `work` while sampling this process's RSS and live heap every 20 ms; answers its wall-clock time, the
 * CPU time this process spent (server and client; not a PostgreSQL server's own), and the peaks.
 */
export async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeap = Math.max(peakHeap, memory.heapUsed);
  }, 20);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    const value = await work();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakRssMb: peakRss / MB,
      peakHeapMb: peakHeap / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

export function reportMeasured(
  name: string,
  measured: Measured<unknown>,
  what: string,
  rssBefore: number,
): void {
  report(`${name}.seconds`, measured.seconds, `s (${what})`);
  report(`${name}.cpu_seconds`, measured.cpuSeconds, 's of this process’s CPU');
  report(`${name}.peak_rss`, measured.peakRssMb, `MB (${rssBefore.toFixed(0)} MB before)`);
  report(`${name}.peak_heap_used`, measured.peakHeapMb, 'MB');
}

/** Reads an answer's body to the end, as a browser saving the file would, counting its bytes. */
export async function drain(response: Response): Promise<number> {
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  return bytes;
}
