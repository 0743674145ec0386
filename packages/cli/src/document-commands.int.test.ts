import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CODES, writeRfeXml, type DocumentTypeCode } from '@facturar/domain';
import { CUSTOMERS, buildSampleRfe, buildValidBody } from '@facturar/domain/testing';
import {
  appendNoFirm,
  buildQrUrl,
  createSelfSignedP12,
  loadSigningKey,
  signDocument,
} from '@facturar/server/signing';
import {
  SAMPLE_CUFE,
  SAMPLE_DIGEST_VALUE,
  SIGNED_SAMPLE,
  SIGNED_SAMPLE_WITHOUT_QR,
} from '@facturar/server/testing';
import { SYSTEM_NODE, runFacturarBin } from '../test/support/facturar-process.ts';

const PASSWORD = 'clave-de-prueba';

let workDir: string;

/** Runs facturar in the test's folder, so files are named as a user would name them. */
const facturar = (...args: string[]) => runFacturarBin(args, { cwd: workDir });

function writeWorkFile(name: string, content: string | Uint8Array): string {
  writeFileSync(join(workDir, name), content);
  return name;
}

/** A document of the type as the domain writes it: canonical, unsigned. */
function buildUnsignedXml(type: DocumentTypeCode): string {
  const body = buildValidBody(type);
  const customer = CUSTOMERS[String(body.idAsignacionEmpresaCliente)] ?? null;
  return writeRfeXml(buildSampleRfe(body, { customer })).xml;
}

function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'facturar-cli-'));
  writeWorkFile('dgi-sample.xml', SIGNED_SAMPLE);
  writeWorkFile('dgi-sample-sin-qr.xml', SIGNED_SAMPLE_WITHOUT_QR);
  const now = Date.now();
  const year = 365 * 86_400_000;
  const p12 = await createSelfSignedP12({
    commonName: '[F] DISTRIBUIDORA FACTURAR S A - 155596713-2-2015 - 59 - PÉREZ NÚÑEZ MARÍA',
    password: PASSWORD,
    notBefore: new Date(now - year),
    notAfter: new Date(now + year),
  });
  writeWorkFile('empresa.p12', p12);
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const COMMANDS = ['dv', 'cufe', 'xml validate', 'xml verify', 'xml sign', 'cafe', 'migrate', 'seed'];

describe('facturar runs from the machine’s own Node', () => {
  it('hands the command to the project’s Node and passes its exit code back', () => {
    const version = spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version).toMatch(/^v\d+\./);
    const help = facturar('--help');
    expect(help.status).toBe(0);
    for (const command of COMMANDS) {
      expect(help.stdout).toContain(`facturar ${command}`);
    }
    expect(facturar('facturas').status).toBe(2);
  });

  it('explains every command with --help', () => {
    for (const command of COMMANDS) {
      const help = facturar(...command.split(' '), '--help');
      expect(help.status, command).toBe(0);
      expect(help.stdout, command).toContain(`Uso: facturar ${command}`);
    }
  });

  it('answers a command line it cannot read with a Spanish message and exit code 2', () => {
    const unknown = facturar('facturas');
    expect(unknown.stderr).toBe(
      'facturar: Comando desconocido: facturas. Use "facturar --help" para ver los comandos.\n',
    );
    const option = facturar('cufe', SAMPLE_CUFE, '--detalle');
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('Opción desconocida: --detalle.');
    const subcommand = facturar('xml', 'firmar', 'a.xml');
    expect(subcommand.status).toBe(2);
    expect(subcommand.stderr).toContain('Subcomando desconocido: firmar');
  });
});

describe('facturar dv', () => {
  it('prints the two check digits alone, for a natural and a juridical person', () => {
    expect(facturar('dv', '8-274-125', '--tipo', '1')).toEqual({ status: 0, stdout: '91\n', stderr: '' });
    expect(facturar('dv', '155596713-2-2015', '--tipo', '2').stdout).toBe('59\n');
    expect(facturar('dv', '10102-64-103462', '--tipo', '2').stdout).toBe('30\n');
    // Natural RUCs with an asiento of seven digits, regular and E forms (the DGI's note, p. 24).
    expect(facturar('dv', '8-123-1234567', '--tipo', '1').stdout).toBe(
      facturar('dv', '8-123-12345', '--tipo', '1').stdout,
    );
    expect(facturar('dv', 'E-8-1234567', '--tipo', '1').status).toBe(0);
  });

  it('refuses a RUC that is not one, saying what a RUC looks like', () => {
    const run = facturar('dv', '8-ABC-125', '--tipo', '1');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('El RUC de persona natural no tiene un formato válido. Ejemplos: 8-274-125');
  });

  it('asks for the person type, which changes the digits', () => {
    const missing = facturar('dv', '8-274-125');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Indique el tipo de persona con --tipo 1 (natural) o 2 (jurídica).');
    expect(facturar('dv', '8-274-125', '--tipo', '3').stderr).toContain(
      "El tipo de persona debe ser 1 (natural) o 2 (jurídica), no '3'.",
    );
  });
});

describe('facturar cufe', () => {
  it('prints the parts of a valid CUFE', () => {
    const run = facturar('cufe', SAMPLE_CUFE);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`CUFE válido: ${SAMPLE_CUFE}`);
    expect(run.stdout).toMatch(/Tipo de documento \(iDoc\): +01 Factura de Operación Interna/);
    expect(run.stdout).toMatch(/RUC del emisor: +521-136-113133/);
    expect(run.stdout).toMatch(/Fecha de emisión: +2022-05-15/);
    expect(run.stdout).toMatch(/Código de seguridad \(dSeg\): +578109172/);
  });

  it('lists each problem of a CUFE that does not add up', () => {
    const wrongDigit = facturar('cufe', `${SAMPLE_CUFE.slice(0, 65)}3`);
    expect(wrongDigit.status).toBe(1);
    expect(wrongDigit.stderr).toBe(
      'El CUFE no es válido:\n  - El dígito verificador del CUFE no es correcto: debería ser 7.\n',
    );
    const twoProblems = facturar('cufe', `FE13${SAMPLE_CUFE.slice(4)}`);
    expect(twoProblems.stderr).toContain('El tipo de documento (iDoc) debe ser un código de 01 a 09.');
    expect(twoProblems.stderr).toContain('El dígito verificador del CUFE no es correcto');
    expect(facturar('cufe', 'FE01').stderr).toContain('El CUFE debe tener 66 caracteres; tiene 4.');
  });
});

describe('facturar xml validate', () => {
  it('accepts the document the DGI accepted, judging it at the stage its content shows', () => {
    const complete = facturar('xml', 'validate', 'dgi-sample.xml');
    expect(complete.status).toBe(0);
    expect(complete.stdout).toBe(
      '✔ dgi-sample.xml es válido (esquema XSD en la etapa «firmado y con QR (completo)» y reglas fiscales).\n',
    );
    const signed = facturar('xml', 'validate', 'dgi-sample-sin-qr.xml');
    expect(signed.stdout).toContain('«firmado, sin QR»');
  });

  it('accepts a document of every type as the domain writes it, before and after signing', () => {
    for (const type of DOCUMENT_TYPE_CODES) {
      const run = facturar('xml', 'validate', writeWorkFile(`tipo-${type}.xml`, buildUnsignedXml(type)));
      expect(run.stderr, `iDoc ${type}`).toBe('');
      expect(run.stdout, `iDoc ${type}`).toContain('«sin firmar»');
    }
    const key = loadSigningKey(readFileSync(join(workDir, 'empresa.p12')), PASSWORD);
    const signed = signDocument(buildUnsignedXml('03'), key);
    const qrUrl = buildQrUrl({
      cufe: /<dId>([^<]+)<\/dId>/.exec(signed.xml)?.[1] ?? '',
      iAmb: 2,
      digestValue: signed.digestValue,
      qrSecret: 'secreto-qr',
    });
    const complete = facturar(
      'xml',
      'validate',
      writeWorkFile('exportacion.xml', appendNoFirm(signed.xml, qrUrl)),
    );
    expect(complete.stdout).toContain('«firmado y con QR (completo)»');
  });

  it('lists each fiscal problem of a tampered copy with its location, and exits with 1', () => {
    const sample = readFileSync(join(workDir, 'dgi-sample.xml'), 'utf8');
    const tampered = replaceOnce(sample, '<dVTot>685.66</dVTot>', '<dVTot>695.66</dVTot>');
    const run = facturar(
      'xml',
      'validate',
      writeWorkFile('alterado.xml', replaceOnce(tampered, '<dNroDF>9000000891', '<dNroDF>9000000892')),
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      '✖ alterado.xml tiene 2 problemas (esquema XSD en la etapa «firmado y con QR (completo)» y reglas fiscales):\n' +
        "  - [DGI 1514] rFE/gDGen/dNroDF: CUFE malformado: Número del documento fiscal. El CUFE lleva '9000000891' y el documento '9000000892'.\n" +
        '  - [DGI 2507] rFE/gTot/dVTot: Valor total de la factura inválido: dVTot es 695.66 y dVTotItems + dTotAcar + dTotSeg − dTotDesc da 685.66.\n',
    );
  });

  it('names the element a schema problem is in', () => {
    const unsigned = buildUnsignedXml('01');
    const run = facturar(
      'xml',
      'validate',
      writeWorkFile('tasa.xml', replaceOnce(unsigned, '<dTasaITBMS>01', '<dTasaITBMS>07')),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "[XSD] rFE/gItem[1]/gITBMSItem/dTasaITBMS (línea 1): Element 'dTasaITBMS': [facet 'enumeration'] The value '07'",
    );
    expect(run.stderr).toContain(
      "[DGI 2150] rFE/gItem[1]/gITBMSItem/dTasaITBMS: Tasa de ITBMS inválida: '07'",
    );
    const notXml = facturar('xml', 'validate', writeWorkFile('roto.xml', '<rFE'));
    expect(notXml.status).toBe(1);
    expect(notXml.stderr).toContain('1 problema');
  });

  it('refuses a DOCTYPE before any parser reads it, with its Spanish reason and exit code 1', () => {
    const sample = readFileSync(join(workDir, 'dgi-sample.xml'), 'utf8');
    const withDtd = sample.replace('<rFE', '<!DOCTYPE rFE [<!ENTITY a "aaaaaaaaaa">]><rFE');
    const external = '<!DOCTYPE rFE SYSTEM "file:///etc/passwd"><rFE xmlns="http://dgi-fep.mef.gob.pa"/>';
    for (const [name, text] of [
      ['entidades.xml', withDtd],
      ['externa.xml', external],
    ] as const) {
      const run = facturar('xml', 'validate', writeWorkFile(name, text));
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `✖ ${name} no se puede validar:\n  - [Lectura] El XML no puede contener declaraciones DOCTYPE ni ENTITY.\n`,
      );
    }
  });

  it('says so when the file is not there', () => {
    const run = facturar('xml', 'validate', 'no-existe.xml');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('facturar: No existe el archivo no-existe.xml.\n');
  });
});

describe('facturar xml verify', () => {
  it('prints the digest and the signer of a document whose signature verifies', () => {
    const run = facturar('xml', 'verify', 'dgi-sample.xml');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`DigestValue: ${SAMPLE_DIGEST_VALUE}`);
    expect(run.stdout).toMatch(/Firmante: +CN=\[F\] HYPERNOVA LABS S A - 155646463-2-2017/);
  });

  it('refuses a copy with one byte changed', () => {
    const sample = readFileSync(join(workDir, 'dgi-sample.xml'), 'utf8');
    const tampered = replaceOnce(sample, '<dNroItems>12</dNroItems>', '<dNroItems>13</dNroItems>');
    const run = facturar('xml', 'verify', writeWorkFile('un-byte.xml', tampered));
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      '✖ La firma de un-byte.xml no es válida:\n  - El contenido firmado fue modificado: el DigestValue no coincide.\n',
    );
  });

  it('says a document without a signature has none', () => {
    const run = facturar('xml', 'verify', writeWorkFile('sin-firma.xml', buildUnsignedXml('01')));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('El documento no tiene firma electrónica.');
  });
});

describe('facturar xml sign', () => {
  it('signs a document with the company certificate, and the result verifies and validates', () => {
    writeWorkFile('factura.xml', buildUnsignedXml('01'));
    const run = facturar(
      'xml',
      'sign',
      'factura.xml',
      '--p12',
      'empresa.p12',
      '--password',
      PASSWORD,
      '-o',
      'firmada.xml',
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('✔ Documento firmado en firmada.xml');
    expect(run.stdout).toMatch(
      /Firmante: +CN=\[F\] DISTRIBUIDORA FACTURAR S A - 155596713-2-2015 - 59 - PÉREZ NÚÑEZ MARÍA/,
    );
    const digest = /DigestValue: +(\S+)/.exec(run.stdout)?.[1];
    expect(facturar('xml', 'verify', 'firmada.xml').stdout).toContain(`DigestValue: ${digest}`);
    expect(facturar('xml', 'validate', 'firmada.xml').stdout).toContain('«firmado, sin QR»');
  });

  it('writes the signed document to stdout without -o, keeping an XML declaration, with the password from the environment', () => {
    writeWorkFile('declarada.xml', `<?xml version="1.0" encoding="UTF-8"?>\n${buildUnsignedXml('06')}\n`);
    const run = runFacturarBin(['xml', 'sign', 'declarada.xml', '--p12', 'empresa.p12'], {
      cwd: workDir,
      env: { FACTURAR_P12_PASSWORD: PASSWORD },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rFE xmlns="http:\/\/dgi-fep.mef.gob.pa">/,
    );
    expect(run.stdout).toMatch(/<\/Signature><\/rFE>\n$/);
    expect(facturar('xml', 'verify', writeWorkFile('declarada-firmada.xml', run.stdout)).status).toBe(0);
  });

  it('refuses a wrong password with the certificate’s message, writing nothing', () => {
    writeWorkFile('factura-2.xml', buildUnsignedXml('01'));
    const run = facturar(
      'xml',
      'sign',
      'factura-2.xml',
      '--p12',
      'empresa.p12',
      '--password',
      'otra',
      '-o',
      'no.xml',
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('facturar: empresa.p12: La contraseña del certificado es incorrecta.\n');
    expect(existsSync(join(workDir, 'no.xml'))).toBe(false);
  });

  it('refuses text that is not the canonical unsigned rFE the signature needs', () => {
    const withComment = replaceOnce(buildUnsignedXml('01'), '<gItem>', '<!-- revisar --><gItem>');
    const notCanonical = facturar(
      'xml',
      'sign',
      writeWorkFile('comentada.xml', withComment),
      '--p12',
      'empresa.p12',
      '--password',
      PASSWORD,
    );
    expect(notCanonical.status).toBe(1);
    expect(notCanonical.stderr).toContain('El XML a firmar no está en forma canónica.');
    expect(notCanonical.stdout).toBe('');
    const alreadySigned = facturar(
      'xml',
      'sign',
      'dgi-sample-sin-qr.xml',
      '--p12',
      'empresa.p12',
      '--password',
      PASSWORD,
    );
    expect(alreadySigned.stderr).toBe('facturar: El XML ya está firmado.\n');
    const missingCertificate = facturar('xml', 'sign', 'factura-2.xml', '--password', PASSWORD);
    expect(missingCertificate.status).toBe(2);
    expect(missingCertificate.stderr).toContain('Indique el certificado con --p12 <archivo>.');
  });
});

describe('facturar cafe', () => {
  it('prints the CAFE of a document in the template its format asks for, or the one chosen', () => {
    const letter = facturar('cafe', 'dgi-sample.xml', '-o', 'carta.pdf');
    expect(letter.status).toBe(0);
    expect(letter.stdout).toBe(
      `✔ CAFE de ${SAMPLE_CUFE} escrito en carta.pdf (plantilla 01 Estándar carta).\n`,
    );
    const roll = facturar('cafe', 'dgi-sample.xml', '-o', 'rollo.pdf', '--plantilla', '02');
    expect(roll.stdout).toContain('(plantilla 02 Rollo 80 mm)');
    for (const name of ['carta.pdf', 'rollo.pdf']) {
      const pdf = readFileSync(join(workDir, name));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
  });

  it('refuses an unknown template with the adapter’s message, writing nothing', () => {
    const run = facturar('cafe', 'dgi-sample.xml', '-o', 'nada.pdf', '--plantilla', '99');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'facturar: La plantilla indicada no existe. Plantillas disponibles: 01 Estándar carta, 02 Rollo 80 mm.\n',
    );
    expect(existsSync(join(workDir, 'nada.pdf'))).toBe(false);
  });

  it('refuses a file that is not an rFE, and asks for the output file', () => {
    const run = facturar('cafe', writeWorkFile('otro.xml', '<factura></factura>'), '-o', 'otro.pdf');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('facturar: otro.xml: El XML no es un documento electrónico rFE de la DGI.\n');
    expect(facturar('cafe', 'dgi-sample.xml').stderr).toContain('Indique el PDF de salida con -o <archivo>.');
  });
});
