// The bench's clients in a process of their own (BENCH_CLIENTS=process, issuing-clients.ts): the load
// arrives as JSON on stdin, the run leaves as JSON on stdout.
import { text } from 'node:stream/consumers';
import { sendLoad, type IssuingLoad } from './issuing-clients.ts';

const load = JSON.parse(await text(process.stdin)) as IssuingLoad;
process.stdout.write(JSON.stringify(await sendLoad(load)));
