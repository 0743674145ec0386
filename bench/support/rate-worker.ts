// One thread of measureRateOnThreads: prepares and warms up its workload, says so, waits for the
// common start, counts for the agreed time and reports.
import { parentPort, workerData } from 'node:worker_threads';
import { runFor, type WorkloadModule } from './throughput-meter.ts';

type RateWorkerData = { workload: string; input: unknown; durationMs: number; warmUpMs: number };

const { workload, input, durationMs, warmUpMs } = workerData as RateWorkerData;
const port = parentPort!;
const workloadModule = (await import(workload)) as WorkloadModule;
const work = await workloadModule.prepareWork(input);
await runFor(work, warmUpMs);
const started = new Promise((resolve) => port.once('message', resolve));
port.postMessage('ready');
await started;
port.postMessage(await runFor(work, durationMs));
