import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoRuc } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: { body: string; signature: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['facturar-signature'] ?? '') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/facturar`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("'Integraciones': API keys and webhooks for a company's own systems", () => {
  it('creates a key and a webhook, issues with the key, and shows the signed delivery in the log', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await openFromMenu(page, 'Administración', 'Integraciones');
      await shows(page.getByRole('heading', { name: 'Integraciones: claves de API y webhooks' }));

      await page.getByRole('button', { name: 'Nueva clave' }).click();
      const keyDialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
      await keyDialog.getByLabel('Nombre').fill('Caja de la tienda');
      await keyDialog.getByRole('checkbox', { name: 'Clientes y productos' }).check();
      await keyDialog.getByLabel('Punto de facturación desde el que emite').click();
      await page.getByRole('option', { name: /^0001-001/ }).click();
      await keyDialog.getByRole('button', { name: 'Crear clave' }).click();
      const keyShown = page.getByRole('dialog', { name: 'Clave creada' });
      const key = await keyShown.getByRole('textbox', { name: 'Clave de API' }).inputValue();
      expect(key).toMatch(/^fct_(test|live)_/);
      await keyShown.getByRole('button', { name: 'Listo' }).click();
      const keys = page.getByRole('table', { name: 'Claves de API' });
      await shows(keys.getByText('Caja de la tienda'));
      await shows(keys.getByText(`${key.slice(0, 12)}`, { exact: false }));

      await page.getByRole('button', { name: 'Nuevo webhook' }).click();
      const webhookDialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
      await webhookDialog.getByLabel('Dirección (https)').fill(receiverUrl);
      await webhookDialog.getByRole('button', { name: 'Crear webhook' }).click();
      const secretShown = page.getByRole('dialog', { name: 'Webhook creado' });
      const secret = await secretShown.getByRole('textbox', { name: 'Secreto de firma' }).inputValue();
      expect(secret.length).toBeGreaterThan(20);
      await secretShown.getByRole('button', { name: 'Listo' }).click();
      await shows(page.getByRole('table', { name: 'Webhooks' }).getByText(receiverUrl));

      // The point of sale issues with its key, as the integration guide shows.
      const product = (await (
        await fetch(`${baseUrl}/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=SRV-001`, {
          headers: { authorization: `Bearer ${key}` },
        })
      ).json()) as { idProducto: number }[];
      const issued = await fetch(`${baseUrl}/api/generacion/comprobantes`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'idempotency-key': `caja-${Date.now()}`,
        },
        body: JSON.stringify({
          tipoDocumento: '01',
          idAsignacionEmpresaCliente: 0,
          detalles: [
            { idProducto: product[0]?.idProducto, cantidad: '1', precioProducto: '10.00', codigoItbms: '01' },
          ],
          formasPago: [{ codigo: '02', valor: '10.70' }],
          entregaCafe: '3',
          formatoCafe: '3',
          envioContenedorReceptor: '1',
          naturalezaOperacion: '01',
          tiempoPago: '1',
          tipoOperacion: '1',
        }),
      });
      expect(issued.status, await issued.clone().text()).toBe(200);
      const { cufe } = (await issued.json()) as { cufe: string };

      const delivery = await waitFor(() =>
        received.find((entry) => entry.body.includes('documento.autorizado')),
      );
      const [, t, v1] = /t=(\d+),v1=([0-9a-f]+)/.exec(delivery.signature) ?? [];
      expect(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')).toBe(v1);
      expect(JSON.parse(delivery.body)).toMatchObject({
        evento: 'documento.autorizado',
        empresa: { ruc: demoRuc },
      });

      const log = page.getByRole('table', { name: 'Entregas de webhooks' });
      await shows(log.getByText('documento.autorizado').first());
      await shows(log.getByText('Entregada').first());
      expect(cufe.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
