import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacSandbox } from '@facturar/pac-sandbox';
import { loadConfig, startServer } from '@facturar/server';
import { demoInvoiceBody, demoRuc, startSmtpCapture } from '@facturar/server/testing';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import { openApiSession, type ApiSession } from './support/api.ts';

// This journey needs a mail server that refuses an address, so it runs its own Facturar (and PAC sandbox)
// with SMTP_URL pointing at the capture, apart from the shared server that writes to an outbox.
const refusedAddress = 'compras@distcanal.test';
const listTitle = 'Comprobantes Emitidos Autorizados';

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let sandbox: Awaited<ReturnType<typeof startPacSandbox>>;
let server: Awaited<ReturnType<typeof startServer>>;
let api: ApiSession;
let number: string;
const dataDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-mail-'));

type History = { envios: { estado: string }[] };

beforeAll(async () => {
  smtp = await startSmtpCapture({
    refuse: { [refusedAddress]: { code: 550, text: '5.1.1 El buzón no existe' } },
  });
  sandbox = await startPacSandbox({ host: '127.0.0.1' });
  server = await startServer(
    loadConfig(
      {
        PAC_URL: sandbox.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
      join(import.meta.dirname, '..'),
    ),
  );
  browser = await launchBrowser();
  api = await openApiSession(server.url);
  const issued = await api.call<{ cufe: string }>('/generacion/comprobantes', {
    method: 'POST',
    body: {
      ...(await demoInvoiceBody(server.ctx.db)),
      idAsignacionEmpresaUsuario: api.assignmentId,
      rucEmisor: demoRuc,
    },
  });
  const found = await api.call<{ idComprobanteElectronico: number }>(
    `/comprobante/buscar/cufe/${issued.cufe}`,
  );
  // The authorisation e-mail is a job: wait for its record as a user would reload the list.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const history = await api
      .call<History>(`/comprobantes/${found.idComprobanteElectronico}/envios-correo`)
      .catch(() => ({ envios: [] }));
    if (history.envios.length > 0) break;
    if (Date.now() > deadline) throw new Error('the authorisation e-mail was not recorded in time');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const listed = await api.call<{
    content: { comprobanteElectronico: { idComprobanteElectronico: number; numeroFactura: string } }[];
  }>(`/comprobantes/autorizados/${demoRuc}?size=1`);
  const newest = listed.content[0]?.comprobanteElectronico;
  expect(newest?.idComprobanteElectronico).toBe(found.idComprobanteElectronico);
  number = newest?.numeroFactura ?? '';
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('delivery you can see', () => {
  it('shows the refused address on the list, its detail and the way to the customer', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
      await shows(page.getByRole('heading', { name: listTitle }));
      const row = page
        .getByRole('table', { name: listTitle })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: new RegExp(`^0000-001-${number}`) }) });
      await row.getByRole('button', { name: 'Envíos por correo: Rechazado por el servidor' }).click();

      const dialog = page.getByRole('dialog', { name: 'Envíos por correo' });
      const attempt = dialog.getByRole('row').filter({ hasText: refusedAddress });
      await shows(attempt);
      expect(await attempt.textContent()).toContain('Al autorizar');
      expect(await attempt.textContent()).toContain('Rechazado por el servidor');
      expect(await attempt.textContent()).toContain('550 5.1.1 El buzón no existe');
      await shows(
        dialog.getByText(
          `El correo ${refusedAddress} de Distribuidora del Canal, S.A. (155601234-2-2015) no recibió el comprobante.`,
          { exact: false },
        ),
      );
      await dialog.getByRole('button', { name: 'Ir al cliente' }).click();
      await shows(page.getByRole('heading', { name: 'Clientes' }));

      await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
      await row.getByRole('button', { name: 'Reenviar' }).click();
      const resend = page.getByRole('dialog', { name: 'Reenviar comprobante' });
      await resend.getByLabel('Correo electrónico').fill('pagos@distcanal.test');
      await resend.getByRole('button', { name: 'Agregar' }).click();
      await resend.getByRole('button', { name: 'Enviar' }).click();
      await shows(
        page.getByText(
          `Comprobante reenviado. El servidor de correo rechazó: ${refusedAddress} (550 5.1.1 El buzón no existe).`,
        ),
      );
    } finally {
      await context.close();
    }
  });
});
