import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { startPacSandbox, type PacSandbox } from '../src/index.ts';
import {
  checkRuc,
  consultDocument,
  sendDocument,
  sendEvent,
  signedCancellation,
} from './support/soap-calls.ts';
import { buildTestDocument } from './support/test-documents.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'pac-sandbox-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

async function started(options: Parameters<typeof startPacSandbox>[0]): Promise<PacSandbox> {
  const sandbox = await startPacSandbox(options);
  cleanups.push(() => sandbox.close());
  return sandbox;
}

describe('keeping records between runs (dataDir)', () => {
  it('finds, after a restart, what it authorised, cancelled, affiliated and registered before', async () => {
    const dataDir = await temporaryDirectory();
    // A closed registry, so the entry found after the restart is the one the journal kept.
    const first = await startPacSandbox({ dataDir, opensRegistry: false });
    const document = buildTestDocument();
    expect((await sendDocument(first.url, document.xml)).codes).toEqual(['0260']);
    expect((await sendEvent(first.url, signedCancellation({ cufe: document.cufe }))).codes).toEqual(['0600']);
    first.saveTaxpayer({
      ruc: '8-888-1234',
      taxpayerType: 1,
      dv: '80',
      name: 'Ana Nueva',
      isAuthorisedToIssue: false,
      receiverType: '01',
    });
    await first.close();

    const second = await started({ dataDir, opensRegistry: false });
    expect((await consultDocument(second.url, document.cufe)).codes).toEqual(['0422', '0260']);
    expect((await sendDocument(second.url, document.xml)).codes).toEqual(['1002']);
    expect((await sendEvent(second.url, signedCancellation({ cufe: document.cufe }))).codes).toEqual([
      '0622',
    ]);
    expect((await checkRuc(second.url, '8-888-1234', 1)).codes).toEqual(['0680']);
    expect(second.state().documents).toEqual({ authorised: 1, cancelled: 1, heldBack: 0 });
  });

  it('forgets everything on reset', async () => {
    const dataDir = await temporaryDirectory();
    const first = await startPacSandbox({ dataDir });
    const document = buildTestDocument();
    await sendDocument(first.url, document.xml);
    await fetch(`${first.url}/admin/reset`, { method: 'POST' });
    await first.close();
    const second = await started({ dataDir });
    expect((await consultDocument(second.url, document.cufe)).codes).toEqual(['0423']);
  });
});

describe('npm run pac-sandbox', () => {
  it('runs the sandbox alone on the port of PAC_SANDBOX_PORT and stops on SIGTERM', async () => {
    const main = new URL('../src/main.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PAC_SANDBOX_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const lines = createInterface({ input: child.stdout });
    const banner = await new Promise<string>((resolve) => lines.once('line', resolve));
    const url = /listening on (http:\/\/\S+)/.exec(banner)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await checkRuc(url ?? '', '155596713-2-2015', 2)).codes).toEqual(['0680']);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
