import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { issueAuthorisedInvoice } from '../../../test/support/issued-documents.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { createSelfSignedP12, verifySignature } from '../../adapters/signing/index.ts';

let adm = '';
const day = 86_400_000;

const server = serveTestServer();

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
});

function p12Of(commonName: string, options: { from?: number; to?: number; password?: string } = {}) {
  const now = Date.now();
  return createSelfSignedP12({
    commonName,
    password: options.password ?? 'Clave-Del-P12',
    notBefore: new Date(now + (options.from ?? -day)),
    notAfter: new Date(now + (options.to ?? 365 * day)),
  });
}

function upload(token: string, p12: Buffer, password = 'Clave-Del-P12', ruc = demoRuc) {
  return server.as(token).post('/api/cuenta/usuario/registro/certificado', {
    certificado: p12.toString('base64'),
    claveCertificado: password,
    idEmpresa: ruc,
  });
}

async function refusal(response: Awaited<ReturnType<typeof upload>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().apierror.mensaje as string;
}

const ownName = `COMERCIALIZADORA DEMO FACTURAR S A - ${demoRuc} - 59 - FIRMA NUEVA`;

describe('Cargar Certificado (spec 000 §7)', () => {
  it('refuses what cannot sign for the company, each with its Spanish reason', async () => {
    const good = await p12Of(ownName);
    expect(await refusal(await upload(adm, good, 'otra-clave'))).toBe(
      'La contraseña del certificado es incorrecta.',
    );
    expect(await refusal(await upload(adm, Buffer.from('no soy un certificado')))).toBe(
      'El archivo no es un certificado PKCS#12 (.p12) válido.',
    );
    expect(await refusal(await upload(adm, await p12Of(ownName, { from: -400 * day, to: -day })))).toBe(
      'El certificado está vencido.',
    );
    expect(
      await refusal(await upload(adm, await p12Of('OTRA EMPRESA S A - 155612345-2-2016 - 16 - FIRMA'))),
    ).toBe(`El certificado pertenece al RUC 155612345-2-2016, no al de la empresa (${demoRuc}).`);

    // The certificate alone, without its private key.
    const pfx = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(good.toString('binary'))),
      'Clave-Del-P12',
    );
    const certBag =
      pfx.getBags({ bagType: forge.pki.oids.certBag ?? '' })[forge.pki.oids.certBag ?? ''] ?? [];
    const certificate = certBag[0]?.cert;
    if (!certificate) throw new Error('no certificate in the test .p12');
    const keyless = forge.pkcs12.toPkcs12Asn1(null, [certificate], 'Clave-Del-P12', { algorithm: '3des' });
    expect(
      await refusal(await upload(adm, Buffer.from(forge.asn1.toDer(keyless).getBytes(), 'binary'))),
    ).toBe('El archivo .p12 no contiene la clave privada del certificado.');
  });

  it('refuses a tiny .p12 asking for 2^31 − 1 iterations at once, and answers others while it opens a costly one', async () => {
    const pfx = forge.asn1.fromDer(forge.util.createBuffer((await p12Of(ownName)).toString('binary')));
    const iterations = ((pfx.value as forge.asn1.Asn1[])[2]?.value as forge.asn1.Asn1[])[2];
    if (!iterations) throw new Error('the test .p12 has no MAC count');
    iterations.value = '\u007f\u00ff\u00ff\u00ff';
    const bomb = Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
    expect(await refusal(await upload(adm, bomb))).toBe(
      'El archivo .p12 pide más de 1.000.000 iteraciones para proteger su clave; expórtelo de nuevo con las opciones habituales.',
    );

    // A costly file (within the bound) takes a while of key derivation: on its own thread, the API keeps
    // answering.
    const costly = await createSelfSignedP12({
      commonName: ownName,
      password: 'Clave-Del-P12',
      notBefore: new Date(Date.now() - day),
      notAfter: new Date(Date.now() + 365 * day),
      iterations: 200_000,
    });
    let opened = false;
    const pending = upload(adm, costly).finally(() => {
      opened = true;
    });
    let answeredMeanwhile = 0;
    // Bounded, so a hung upload fails the test instead of looping after it; each round lets timers and
    // thread messages in, as a real event loop between requests does.
    for (let asked = 0; !opened && asked < 100_000; asked += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      const health = await server.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!opened) answeredMeanwhile += 1;
    }
    expect((await pending).json()).toEqual({ mensaje: 'Certificado actualizado.' });
    // On the event loop the derivation would leave only the few answers given before it started.
    expect(answeredMeanwhile).toBeGreaterThan(50);
  });

  it('stores the new certificate sealed, and the next document is signed with it', async () => {
    const p12 = await p12Of(ownName);
    const answer = await upload(adm, p12);
    expect(answer.json()).toEqual({ mensaje: 'Certificado actualizado.' });
    const stored = await server.ctx.db
      .selectFrom('company_certificates')
      .selectAll()
      .where('company_ruc', '=', demoRuc)
      .executeTakeFirstOrThrow();
    expect(stored.p12_encrypted).not.toContain(p12.toString('base64').slice(0, 40));
    expect(stored.password_encrypted).not.toContain('Clave-Del-P12');

    const invoice = await issueAuthorisedInvoice(server, adm);
    const verification = verifySignature(invoice.signedXml);
    expect(verification.ok).toBe(true);
    const embedded = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(invoice.signedXml)?.[1] ?? '';
    expect(new X509Certificate(Buffer.from(embedded, 'base64')).subject).toContain('FIRMA NUEVA');
  });

  it('shows the loaded certificate to the administrators: subject, the RUC it names, validity', async () => {
    const url = `/api/cuenta/empresa/${demoRuc}/certificado`;
    await upload(adm, await p12Of(ownName, { to: 200 * day }));
    const shown = await server.as(adm).get(url);
    expect(shown.statusCode, shown.body).toBe(200);
    const { certificado } = shown.json();
    expect(certificado).toMatchObject({ ruc: demoRuc });
    expect(certificado.sujeto).toContain('FIRMA NUEVA');
    const daysLeft = (Date.parse(certificado.venceEl) - Date.now()) / day;
    expect(Math.round(daysLeft)).toBe(200);

    const internal = await server.login('int@demo.facturar.test');
    expect((await server.as(internal).get(url)).statusCode).toBe(403);
    const foreign = await server.login(
      await createTestCompany(server.ctx.db, { ruc: '155698789-2-2020', dv: '67', name: 'Otra, S.A.' }),
    );
    expect((await server.as(foreign).get(url)).statusCode).toBe(404);
    const own = await server.as(foreign).get('/api/cuenta/empresa/155698789-2-2020/certificado');
    expect(own.json()).toEqual({ certificado: null });
  });

  it('is for the company administrators: INT 403, another company 404', async () => {
    const internal = await server.login('int@demo.facturar.test');
    expect((await upload(internal, await p12Of(ownName))).statusCode).toBe(403);
    const foreign = await server.login(
      await createTestCompany(server.ctx.db, {
        ruc: '155698788-2-2020',
        dv: '12',
        name: 'Otra Empresa, S.A.',
      }),
    );
    expect((await upload(foreign, await p12Of(ownName))).statusCode).toBe(404);
  });
});

const png = PNG.sync.write(new PNG({ width: 2, height: 2 }));

function updateLogos(body: Record<string, unknown>) {
  return server.as(adm).post('/api/cuenta/usuario/actualizar/empresa', { idEmpresa: demoRuc, ...body });
}

describe('Cargar Logos (spec 000 §5)', () => {
  it('takes png or jpeg by their leading bytes up to 1,000,000 bytes, and the company shows them', async () => {
    const text = await updateLogos({ logo: Buffer.from('no es una imagen').toString('base64') });
    expect(text.json().apierror.mensaje).toBe('Solo se admiten archivos en .jpg o .png');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1_000_000)]);
    const tooLarge = await updateLogos({ logoCafe: big.toString('base64') });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().apierror.mensaje).toBe('El peso máximo del archivo deber ser de 1MB.');

    const saved = await updateLogos({
      logo: `data:image/png;base64,${png.toString('base64')}`,
      logoCafe: null,
    });
    expect(saved.json()).toEqual({ mensaje: 'Logo de la empresa actualizado.' });
    const company = await server.as(adm).get(`/api/cuenta/usuario/empresa/${demoRuc}`);
    expect(company.json().logo).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('refuses a logo whose header declares more than 4 million pixels, and keeps the CAFE logo reduced', async () => {
    // A PNG that says 8,000 × 8,000 in its IHDR: the server reads that, and decodes nothing.
    const header = Buffer.from(PNG.sync.write(new PNG({ width: 1, height: 1 })));
    header.writeUInt32BE(8000, 16);
    header.writeUInt32BE(8000, 20);
    for (const field of ['logo', 'logoCafe']) {
      const bomb = await updateLogos({ [field]: header.toString('base64') });
      expect(bomb.statusCode, field).toBe(400);
      expect(bomb.json().apierror).toMatchObject({
        mensaje:
          'La imagen mide 8000 × 8000 píxeles; el máximo es de 4 millones de píxeles (por ejemplo, 2000 × 2000). Redúzcala y vuelva a cargarla.',
        mensajeSistema: 'LOGO_MUCHOS_PIXELES',
      });
    }
    // A JPEG's frame header is read the same way.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x1f, 0x40, 0x1f, 0x40,
      0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
    ]);
    expect((await updateLogos({ logoCafe: jpeg.toString('base64') })).json().apierror.mensajeSistema).toBe(
      'LOGO_MUCHOS_PIXELES',
    );

    const wide = new PNG({ width: 1500, height: 540 });
    wide.data.fill(200);
    const saved = await updateLogos({ logoCafe: PNG.sync.write(wide).toString('base64') });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await server.ctx.db
      .selectFrom('companies')
      .select('logo_cafe')
      .where('ruc', '=', demoRuc)
      .executeTakeFirstOrThrow();
    const kept = PNG.sync.read(Buffer.from(String(stored.logo_cafe).replace(/^data:[^,]*,/, ''), 'base64'));
    expect([kept.width, kept.height]).toEqual([750, 270]);
  });
});
