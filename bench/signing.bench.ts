// The signing adapter's own figures (DGI sample): one core, the thread pool, the canonical-text guard
// and the verifier.
import { measureSigningThroughput } from './support/signing-workload.ts';
import { printFigures } from './support/throughput-meter.ts';

printFigures(await measureSigningThroughput());
