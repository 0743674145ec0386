import { Worker } from 'node:worker_threads';
import { RfeParseError, type RfeParseErrorCode } from '../xml/index.ts';
import { CafeRenderError, type CafeRenderErrorCode } from './cafe-render-error.ts';
import { renderStoredCafe } from './cafe-render-job.ts';
import type { CafeRenderAnswer, CafeRenderRequest, CafeSummary } from './cafe-render-messages.ts';

/** How a stored document's CAFE is asked for: its rFE's text and RenderCafeOptions' stored-document part. */
export type StoredCafe = Omit<CafeRenderRequest, 'id'>;

/** A printed CAFE and what an e-mail says of its document. */
export type PrintedCafe = { pdf: Buffer; summary: CafeSummary };

/** Prints stored documents' CAFEs; `close` ends its threads and fails what still waits. */
export type CafeRenderer = {
  render(cafe: StoredCafe): Promise<PrintedCafe>;
  close(): Promise<void>;
};

type Task = {
  request: CafeRenderRequest;
  resolve: (printed: PrintedCafe) => void;
  reject: (error: unknown) => void;
};
type Thread = { worker: Worker; task: Task | undefined };

/** The PDF and summary of an answer, or the typed error its thread reported, as the caller's thread's own class. */
function unwrap(answer: CafeRenderAnswer): PrintedCafe {
  if (answer.ok) {
    const pdf = Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
    return { pdf, summary: answer.summary };
  }
  if (answer.kind === 'failure') throw new Error(`The CAFE could not be printed: ${answer.message}`);
  if (answer.kind === 'parse') throw new RfeParseError(answer.code as RfeParseErrorCode, answer.mensaje);
  throw new CafeRenderError(answer.code as CafeRenderErrorCode, answer.mensaje);
}

const closedError = () => new Error('The CAFE printer is closed.');

/**
 * CAFEs printed on `threads` worker threads (CAFE_RENDER_THREADS), started as the work comes and kept:
 * a CAFE is 1–2 ms of CPU (reading the rFE, the QR, the PDF), paid for every e-mailed document, download,
 * ZIP entry and period archive, and on the event loop it would hold up every request of the process
 * meanwhile. With 0 threads each is printed on the caller's thread. A thread that dies fails only its
 * own CAFE; the next CAFE starts a new one.
 */
export function createCafeRenderer(options: { threads: number }): CafeRenderer {
  if (options.threads === 0) {
    return {
      render: async (cafe) => unwrap(await renderStoredCafe({ ...cafe, id: 0 })),
      close: async () => {},
    };
  }
  const threads: Thread[] = [];
  const waiting: Task[] = [];
  let nextId = 0;
  let closed = false;

  function run(thread: Thread, task: Task): void {
    thread.task = task;
    // A busy thread keeps the process alive until its CAFE is back; an idle one does not.
    thread.worker.ref();
    thread.worker.postMessage(task.request);
  }

  function finish(thread: Thread): void {
    thread.task = undefined;
    const task = waiting.shift();
    if (task) run(thread, task);
    else thread.worker.unref();
  }

  function lose(thread: Thread, error: Error): void {
    if (!threads.includes(thread)) return;
    threads.splice(threads.indexOf(thread), 1);
    thread.task?.reject(error);
    const task = waiting.shift();
    if (task) dispatch(task);
  }

  function start(): Thread {
    const thread: Thread = {
      worker: new Worker(new URL('./cafe-render-thread.ts', import.meta.url)),
      task: undefined,
    };
    thread.worker.on('message', (answer: CafeRenderAnswer) => {
      const { task } = thread;
      if (!task || task.request.id !== answer.id) return;
      try {
        task.resolve(unwrap(answer));
      } catch (error) {
        task.reject(error);
      }
      finish(thread);
    });
    thread.worker.on('error', (error) => lose(thread, error));
    thread.worker.on('exit', (code) => lose(thread, new Error(`The CAFE thread ended (${code}).`)));
    threads.push(thread);
    return thread;
  }

  function dispatch(task: Task): void {
    const idle = threads.find((thread) => !thread.task);
    if (idle) return run(idle, task);
    if (threads.length < options.threads) return run(start(), task);
    waiting.push(task);
  }

  return {
    render(cafe) {
      if (closed) return Promise.reject(closedError());
      return new Promise((resolve, reject) =>
        dispatch({ request: { ...cafe, id: nextId++ }, resolve, reject }),
      );
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(closedError());
      const ending = threads.splice(0);
      for (const thread of ending) thread.task?.reject(closedError());
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
}
