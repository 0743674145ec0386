import { beforeAll, describe, expect, it } from 'vitest';
import type { MailDeliveryHistory, VoucherRow } from '@facturar/contracts';
import { issueAuthorisedInvoice, type AuthorisedInvoice } from '../../../test/support/issued-documents.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';
import { signInOtherCompanyAdmin } from '../../../test/support/test-users.ts';
import { recordMailTracking } from './index.ts';

// The demo customer's address, which this test's mail server refuses as an unknown mailbox.
const refusedAddress = 'compras@distcanal.test';
const refusalText = '5.1.1 <compras@distcanal.test>: el buzón no existe';

let token: string;
let otherToken: string;
let invoice: AuthorisedInvoice;

const server = serveMailingTestServer({}, { refuse: { [refusedAddress]: { code: 550, text: refusalText } } });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  otherToken = await signInOtherCompanyAdmin(server);
  invoice = await issueAuthorisedInvoice(server, token);
}, 60_000);

function resend(correos: string[]) {
  return server
    .as(token)
    .post('/api/reenvio/comprobante/electronico', { correos, idComprobanteElectronico: Number(invoice.id) });
}

async function history(): Promise<MailDeliveryHistory> {
  const response = await server.as(token).get(`/api/comprobantes/${invoice.id}/envios-correo`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The invoice's row in the authorised repository, as the list shows it. */
async function listedRow(): Promise<VoucherRow['comprobanteElectronico']> {
  const page = (
    await server.as(token).get('/api/comprobantes/autorizados/155596713-2-2015?size=100')
  ).json() as {
    content: VoucherRow[];
  };
  const row = page.content.find(
    (entry) => String(entry.comprobanteElectronico.idComprobanteElectronico) === invoice.id,
  );
  if (!row) throw new Error('the invoice is not listed');
  return row.comprobanteElectronico;
}

/** The authorisation e-mail runs as a job: the test waits for its record like a user reloading the list. */
async function waitForFirstAttempt(): Promise<MailDeliveryHistory> {
  for (;;) {
    const found = await history();
    if (found.envios.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function notices(): Promise<Record<string, string>> {
  const response = await server
    .as(token)
    .get('/api/admin/empresas/actualizar-notificacion-empresa/155596713-2-2015');
  return (response.json() as { advertencias: Record<string, string> }).advertencias;
}

describe('delivery you can see', () => {
  it('records the server’s refusal of the receiver’s address on authorisation, once, and raises the notice', async () => {
    const first = await waitForFirstAttempt();
    expect(first.receptor).toEqual({
      identificacion: '155601234-2-2015',
      razonSocial: expect.stringContaining('Distribuidora del Canal'),
    });
    expect(first.envios).toHaveLength(1);
    expect(first.envios[0]).toMatchObject({
      motivo: 'autorizacion',
      estado: 'RSV',
      destinatarios: [{ correo: refusedAddress, estado: 'RSV', codigo: 550 }],
    });
    expect(first.envios[0]?.destinatarios[0]?.respuesta).toContain('el buzón no existe');
    expect((await listedRow()).envioCorreo).toMatchObject({ estado: 'RSV' });
    expect(await notices()).toMatchObject({
      CORREO_CLIENTE_RECHAZADO: expect.stringMatching(
        /^El correo compras@distcanal\.test de .*Distribuidora del Canal.* no recibió el comprobante Factura de Operación Interna N\.º \d{4}-\d{3}-\d{10}\. Corrija el correo del cliente\.$/,
      ),
    });
  });

  it('resends to a good and a refused address: the answer names the refusal, the detail has both', async () => {
    const response = await resend(['contabilidad@cliente.test', refusedAddress]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mensaje).toBe(
      `Comprobante reenviado. El servidor de correo rechazó: ${refusedAddress} (550 ${refusalText}).`,
    );
    await waitForMail(server.mail.messages, 'contabilidad@cliente.test', 20_000);
    const [latest] = (await history()).envios;
    expect(latest?.motivo).toBe('reenvio');
    expect(latest?.estado).toBe('RSV');
    expect(latest?.destinatarios).toEqual([
      {
        correo: 'compras@distcanal.test',
        estado: 'RSV',
        codigo: 550,
        respuesta: `550 ${refusalText}`,
        fecha: expect.any(String),
      },
      {
        correo: 'contabilidad@cliente.test',
        estado: 'ENV',
        codigo: 250,
        respuesta: expect.stringMatching(/^250 /),
        fecha: expect.any(String),
      },
    ]);
  });

  it('answers 400 naming the address when the server refuses every one, and keeps the attempt', async () => {
    const response = await resend([refusedAddress]);
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toBe(
      `El servidor de correo rechazó el envío: ${refusedAddress} (550 ${refusalText}).`,
    );
    expect((await history()).envios).toHaveLength(3);
  });

  it('shows Enviado once a resend reaches everyone, and Rebotado when a PAC’s tracking reports a bounce', async () => {
    const response = await resend(['gerencia@cliente.test']);
    expect(response.json()).toEqual({ mensaje: 'Comprobante reenviado con éxito' });
    expect((await listedRow()).envioCorreo).toMatchObject({ estado: 'ENV' });

    await recordMailTracking(server.ctx, invoice.id, [
      { address: 'nadie@otro.test', outcome: 'rebotado', at: new Date(), detail: 'no enviado a este' },
      {
        address: 'Gerencia@Cliente.test',
        outcome: 'rebotado',
        at: new Date(),
        detail: 'Rebotado: 550 mailbox full',
      },
    ]);
    expect((await listedRow()).envioCorreo).toMatchObject({ estado: 'REB' });
    const [latest] = (await history()).envios;
    expect(latest?.destinatarios).toEqual([
      expect.objectContaining({
        correo: 'gerencia@cliente.test',
        estado: 'REB',
        respuesta: 'Rebotado: 550 mailbox full',
      }),
    ]);
    expect((await notices()).CORREO_CLIENTE_RECHAZADO).toContain('El correo gerencia@cliente.test de');
  });

  it('marks a delivered recipient Entregado', async () => {
    const response = await resend(['contabilidad@cliente.test']);
    expect(response.statusCode).toBe(200);
    await recordMailTracking(server.ctx, invoice.id, [
      { address: 'contabilidad@cliente.test', outcome: 'entregado', at: new Date(), detail: 'Entregado' },
    ]);
    expect((await listedRow()).envioCorreo).toMatchObject({ estado: 'ENT' });
  });

  it('shows another company’s document as one that does not exist', async () => {
    const foreign = await server.as(otherToken).get(`/api/comprobantes/${invoice.id}/envios-correo`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().apierror.mensaje).toBe('No se encontró el comprobante.');
    expect((await server.as(token).get('/api/comprobantes/abc/envios-correo')).statusCode).toBe(400);
    expect(
      (await server.request({ method: 'GET', url: `/api/comprobantes/${invoice.id}/envios-correo` }))
        .statusCode,
    ).toBe(401);
  });
});
