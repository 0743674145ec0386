import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedP12 } from '../src/adapters/signing/index.ts';
import { demoRuc } from './support/demo-invoice.ts';
import {
  hostileWorkbooks,
  jpegClaiming,
  pngClaiming,
  withHugeMacCount,
  zipOf,
  workbookParts,
} from './support/hostile-files.ts';
import { decodeClaims, serveTestServer } from './support/test-server.ts';

// Every upload of the API gets the hostile files of issue 24: ZIP containers that lie to a streaming
// reader, a PKCS#12 asking for 2^31 − 1 iterations, images whose headers promise 64 million pixels. No
// answer may be a 5xx, the bombs are refused, and nothing is left in the temp folder.
const server = serveTestServer();
let adm = '';
let assignment = '';
let temp = '';
let previousTemp: string | undefined;
const statuses = new Map<number, number>();
const failures: string[] = [];

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
  assignment = String(decodeClaims(adm).sub);
  // After the server (and its database template) started: from here on, the temp folder is the test's.
  previousTemp = process.env['TMPDIR'];
  temp = mkdtempSync(join(tmpdir(), 'hostile-uploads-'));
  process.env['TMPDIR'] = temp;
});

afterAll(async () => {
  if (previousTemp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = previousTemp;
  rmSync(temp, { recursive: true, force: true });
});

/** The answer, counted by status; a 5xx is kept with its label as a failure. */
async function counted(label: string, answer: Promise<LightMyRequestResponse>) {
  const response = await answer;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500)
    failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response;
}

function multipart(
  label: string,
  url: string,
  file: Buffer,
  name: string,
  extra: Record<string, string> = {},
) {
  const fields: Record<string, string> = url.includes('/excel/') ? { codigo: 'I4' } : {};
  return counted(label, server.as(adm).upload(url, { name, content: file }, fields, extra));
}

describe('hostile files on every upload (issue 24)', () => {
  it(
    'refuses the bombs, never answers 5xx and leaves nothing in the temp folder',
    { timeout: 900_000 },
    async () => {
      const workbooks = hostileWorkbooks();
      const spreadsheetUploads = [
        ['RUC check', '/api/admin/clientes/verificar/loteRuc', {}],
        ['documents', '/api/generacion/comprobantes/excel/0', {}],
        ['customers', `/api/clients/upload/xlsx/${encodeURIComponent(demoRuc)}/${assignment}`, {}],
      ] as const;
      for (const [upload, url, headers] of spreadsheetUploads) {
        for (const [name, file] of workbooks) {
          const response = await multipart(`${upload}: ${name}`, url, file, 'libro.xlsx', headers);
          if (/unlisted|listed bomb|lies/.test(name))
            expect(response.statusCode, `${upload}: ${name}`).toBeGreaterThanOrEqual(400);
        }
      }
      // The received vouchers' key file takes text: a container renamed .txt is refused as such.
      for (const [name, file] of workbooks.slice(0, 2)) {
        await multipart(
          `key file: ${name}`,
          `/api/comprobante/recibido/archivo/${demoRuc}/${assignment}`,
          file,
          'claves.txt',
          {},
        );
      }

      const p12 = await createSelfSignedP12({
        commonName: `COMERCIALIZADORA DEMO FACTURAR S A - ${demoRuc} - 59 - HOSTIL`,
        password: 'Clave-Hostil-1',
        notBefore: new Date(Date.now() - 86_400_000),
        notAfter: new Date(Date.now() + 365 * 86_400_000),
      });
      const certificates = [
        ['MAC of 2^31 − 1 iterations', withHugeMacCount(p12)],
        ['a workbook', zipOf(workbookParts(['RUC']))],
        ['a PNG', pngClaiming(8000, 8000)],
      ] as const;
      for (const [name, file] of certificates) {
        const response = await counted(
          `certificate: ${name}`,
          server.as(adm).post('/api/cuenta/usuario/registro/certificado', {
            certificado: file.toString('base64'),
            claveCertificado: 'Clave-Hostil-1',
            idEmpresa: demoRuc,
          }),
        );
        expect(response.statusCode, name).toBe(400);
      }

      const images = [
        ['PNG of 8,000 × 8,000', pngClaiming(8000, 8000)],
        ['PNG of 2^31 − 1 × 1', pngClaiming(2 ** 31 - 1, 1)],
        ['JPEG of 8,000 × 8,000', jpegClaiming(8000, 8000)],
        ['PNG of 0 × 0', pngClaiming(0, 0)],
      ] as const;
      for (const [name, file] of images) {
        for (const field of ['logo', 'logoCafe']) {
          const response = await counted(
            `${field}: ${name}`,
            server.as(adm).post('/api/cuenta/usuario/actualizar/empresa', {
              idEmpresa: demoRuc,
              [field]: `data:image/png;base64,${file.toString('base64')}`,
            }),
          );
          expect(response.statusCode, `${field}: ${name}`).toBe(400);
        }
        await counted(
          `payment proof: ${name}`,
          server.as(adm).put('/api/pago/subir/voucher', {
            idAsignacionPaqueteEmpresa: 1,
            voucher: file.toString('base64'),
          }),
        );
      }

      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(`hostile uploads: ${total} requests: ${byStatus.join(' ')}`);
      expect(failures).toEqual([]);
      expect(readdirSync(temp)).toEqual([]);
    },
  );
});
