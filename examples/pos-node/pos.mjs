// A small point of sale on Facturar's API (docs/INTEGRACION.md): it issues an invoice every few seconds
// with a company API key and an Idempotency-Key, and prints the webhooks it receives once their signature
// is verified. Node 18+, no dependencies. See README.md beside it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const base = process.env.FACTURAR_URL ?? 'http://localhost:3000';
const ruc = process.env.FACTURAR_RUC ?? '155596713-2-2015';
// POS_TICKETS: stop after that many tickets, once each has its answer (by default it sells until Ctrl+C).
const tickets = Number(process.env.POS_TICKETS ?? Infinity);
const intervalMs = Number(process.env.POS_INTERVAL_MS ?? 5000);
let apiKey = process.env.FACTURAR_CLAVE;
let secret = process.env.FACTURAR_SECRETO_WEBHOOK;

/** The guide's ten lines: the signature of "<t>.<body>" with the endpoint's secret. */
function verifySignature(header, body, secret, toleranceSeconds = 300) {
  const fields = header.split(',').map((part) => part.split('='));
  const t = fields.find(([name]) => name === 't')?.[1];
  if (!t || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return fields.some(
    ([name, value]) =>
      name === 'v1' &&
      value.length === expected.length &&
      timingSafeEqual(Buffer.from(value), Buffer.from(expected)),
  );
}

async function call(path, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Without FACTURAR_CLAVE the example sets itself up as the demo administrator would in 'Integraciones':
 * a key that issues from the first open billing point and a webhook to this process. Both secrets are
 * printed once, as the screen shows them.
 */
async function setUp(webhookUrl) {
  const { accessToken } = await call('/api/login', {
    method: 'POST',
    body: {
      username: process.env.FACTURAR_ADM ?? 'adm@demo.facturar.test',
      password: process.env.FACTURAR_CLAVE_ADM ?? 'Facturar2026!',
      codigoSistema: 'FACTURAR-WEB',
    },
  });
  const admin = { authorization: `Bearer ${accessToken}` };
  const points = await call(`/api/admin/secuenciales/${ruc}`, { headers: admin });
  const point = points.content.find((entry) => entry.estado);
  const key = await call(`/api/integraciones/${ruc}/claves`, {
    method: 'POST',
    headers: admin,
    body: {
      nombre: `POS de ejemplo ${new Date().toISOString().slice(0, 16)}`,
      permisos: ['emitir', 'consultar', 'maestros'],
      idSecuencial: point.idSecuencial,
    },
  });
  const hook = await call(`/api/integraciones/${ruc}/webhooks`, {
    method: 'POST',
    headers: admin,
    body: {
      url: webhookUrl,
      eventos: ['documento.autorizado', 'documento.rechazado', 'documento.anulado', 'documento.en_duda'],
    },
  });
  apiKey = key.clave;
  secret = hook.secreto;
  console.log(`Clave de API (se muestra una vez): ${apiKey}`);
  console.log(`Secreto del webhook (se muestra una vez): ${secret}\n`);
}

// Delivery is at least once: an event seen before (same id) is acknowledged again and not processed twice.
const seenEvents = new Set();
// The tickets issued whose fate (autorizado or rechazado) has not arrived yet, by CUFE.
const awaitingFate = new Set();

function startReceiver(port) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const signature = String(request.headers['facturar-signature'] ?? '');
      if (!secret || !verifySignature(signature, body, secret)) {
        console.log('webhook con firma inválida: descartado');
        response.writeHead(400).end();
        return;
      }
      const event = JSON.parse(body);
      response.writeHead(200).end('recibido');
      if (seenEvents.has(event.id)) {
        console.log(`webhook repetido ${event.id}: ya procesado`);
        return;
      }
      seenEvents.add(event.id);
      const document = event.documento ?? {};
      console.log(
        `webhook ✔ ${event.evento} ${document.numero ?? ''} ${document.estado ?? ''} ${document.cufe ?? ''}`,
      );
      if (event.evento === 'documento.autorizado' || event.evento === 'documento.rechazado')
        awaitingFate.delete(document.cufe);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** ITBMS rates by DGI code: exempt, 7 %, 10 %, 15 %. */
const itbmsRates = { '00': 0, '01': 0.07, '02': 0.1, '03': 0.15 };

let failed = 0;

async function sell() {
  const headers = { authorization: `Bearer ${apiKey}` };
  const products = await call(`/api/admin/productos/${ruc}?size=5`, { headers });
  const product = products.content.find((entry) => entry.estado);
  for (let ticket = 1; ticket <= tickets; ticket += 1) {
    const price = Number(product.precioUnitario).toFixed(2);
    const tax = Math.round(Number(price) * (itbmsRates[product.codigoItbms] ?? 0) * 100) / 100;
    const total = (Number(price) + tax).toFixed(2);
    const invoice = {
      tipoDocumento: '01',
      // A counter sale: the final consumer (0), who needs no customer record.
      idAsignacionEmpresaCliente: 0,
      detalles: [
        {
          idProducto: product.idProducto,
          cantidad: '1',
          precioProducto: price,
          codigoItbms: product.codigoItbms,
        },
      ],
      formasPago: [{ codigo: '02', valor: total }],
      entregaCafe: '3',
      formatoCafe: '3',
      envioContenedorReceptor: '1',
      naturalezaOperacion: '01',
      tiempoPago: '1',
      tipoOperacion: '1',
    };
    try {
      const issued = await call('/api/generacion/comprobantes', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `pos-ejemplo-${process.pid}-${ticket}` },
        body: invoice,
      });
      awaitingFate.add(issued.cufe);
      console.log(
        `ticket ${ticket}: emitido ${issued.cufe} (quedan ${issued.numeroComprobantesDisponibles})`,
      );
    } catch (error) {
      failed += 1;
      console.log(`ticket ${ticket}: ${error.message}`);
    }
    if (ticket < tickets) await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  while (awaitingFate.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
}

// The receiver listens first, so the webhook set up below names the port it really got (POS_PORT=0: any).
const receiver = await startReceiver(Number(process.env.POS_PORT ?? 4010));
const webhookUrl = `http://127.0.0.1:${receiver.address().port}/webhooks/facturar`;
if (!apiKey || !secret) await setUp(webhookUrl);
console.log(`Punto de venta de ejemplo: webhooks en ${webhookUrl} (Ctrl+C para salir)`);
await sell();
console.log('Punto de venta de ejemplo: cada ticket tiene su respuesta.');
receiver.close();
if (failed > 0) process.exitCode = 1;
