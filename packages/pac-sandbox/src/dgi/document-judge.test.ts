import { describe, expect, it } from 'vitest';
import {
  buildTestDocument,
  DEMO_RECEIVER,
  DGI_SAMPLE_XML,
  type TestDocumentInput,
} from '../../test/support/test-documents.ts';
import { DEMO_TAXPAYERS, DGI_SAMPLE_TAXPAYER } from '../state/demo-taxpayers.ts';
import { judgeDocument, type JudgeContext } from './document-judge.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const registry = [...DEMO_TAXPAYERS, DGI_SAMPLE_TAXPAYER];
const affiliated = new Set(registry.filter((entry) => entry.isAffiliated).map((entry) => entry.ruc));

function judge(xml: string, context: Partial<JudgeContext> = {}, envelopeEnvironment = '2') {
  return judgeDocument(xml, envelopeEnvironment, {
    now: new Date(),
    environment: '2',
    findTaxpayer: (ruc, type) => registry.find((entry) => entry.ruc === ruc && entry.taxpayerType === type),
    checksReceiverRegistry: true,
    requiresAffiliatedIssuer: true,
    isAffiliated: (ruc) => affiliated.has(ruc),
    isKnownDocument: () => false,
    ...context,
  });
}

/** The codes the DGI would answer: 0260 plus notifications, or the rejection codes. */
function codesFor(input: TestDocumentInput, context: Partial<JudgeContext> = {}): string[] {
  return codesOf(judge(buildTestDocument(input).xml, context));
}

function codesOf(verdict: ReturnType<typeof judge>): string[] {
  if (verdict.kind === 'rejected') return verdict.results.map((result) => result.code);
  return ['0260', ...verdict.warnings.map((warning) => warning.code)];
}

function replacing(from: string, to: string): (xml: string) => string {
  return (xml) => {
    if (!xml.includes(from)) throw new Error(`test document has no ${from}`);
    return xml.replace(from, to);
  };
}

describe('the sandbox judges a signed document as the DGI would', () => {
  it('authorises a correct invoice with no notification', () => {
    expect(codesFor({})).toEqual(['0260']);
  });

  it('authorises the DGI sample with 1519, its issue date being years old', () => {
    const verdict = judge(DGI_SAMPLE_XML);
    expect(codesOf(verdict)).toEqual(['0260', '1519']);
    expect(verdict).toMatchObject({ digestValue: '6DAmQE2MHCLS5sCNiivAVTFcSVz4VcVcWkrEFIpT8RY=' });
  });

  describe('schema and signature', () => {
    it('answers 0100 with the validator’s text when the schema is not met', () => {
      const verdict = judge(DGI_SAMPLE_XML.replace('<iPzPag>1</iPzPag>', ''));
      expect(verdict).toMatchObject({ kind: 'rejected', results: [{ code: '0100' }] });
      expect(verdict.kind === 'rejected' && verdict.results[0]?.message).toMatch(/iPzPag|dNroItems/);
    });

    it('answers 0100 to a document with a DOCTYPE, without reading it', () => {
      const withDtd = DGI_SAMPLE_XML.replace('<rFE', '<!DOCTYPE rFE [<!ENTITY x "y">]><rFE');
      expect(codesOf(judge(withDtd))).toEqual(['0100']);
    });

    it('answers 1003 when one byte of the signed content changed', () => {
      const tampered = DGI_SAMPLE_XML.replace('Agua embotellada', 'Agua Embotellada');
      expect(codesOf(judge(tampered))).toEqual(['1003', '1519']);
    });
  });

  describe('CUFE', () => {
    it('answers 1001 for a wrong check digit', () => {
      const wrongDigit = DGI_SAMPLE_XML.replaceAll('91727<', '91728<');
      expect(codesOf(judge(wrongDigit))).toContain('1001');
    });

    it.each([
      ['dNroDF', '<dNroDF>0009999999</dNroDF>', '1514'],
      ['dPtoFacDF', '<dPtoFacDF>002</dPtoFacDF>', '1516'],
      ['dSeg', '<dSeg>987654321</dSeg>', '1518'],
      ['dSucEm', '<dSucEm>0001</dSucEm>', '1567'],
      ['iDoc', '<iDoc>08</iDoc>', '1511'],
    ])('answers "CUFE malformado" when %s differs from its CUFE segment', (field, replacement, code) => {
      const edit = (xml: string) => xml.replace(new RegExp(`<${field}>[^<]*</${field}>`), replacement);
      expect(codesFor({ edit })).toContain(code);
    });

    it('answers 1521 when the issue date differs from the CUFE date', () => {
      const edit = (xml: string) =>
        xml.replace(/<dFechaEm>(\d{4})/, (_match, year: string) => `<dFechaEm>${Number(year) - 1}`);
      expect(codesFor({ edit })).toContain('1521');
    });

    it('answers 1564 when the issuer RUC differs from the CUFE', () => {
      expect(
        codesFor({ edit: replacing('<dRuc>155596713-2-2015</dRuc>', '<dRuc>155596713-2-2016</dRuc>') }),
      ).toContain('1564');
    });
  });

  describe('general data and dates', () => {
    it('answers 1500 to a production document sent to the test environment', () => {
      expect(codesFor({ environment: '1' })).toContain('1500');
    });

    it('notifies 1519 (issued over 30 days ago) but authorises', () => {
      expect(codesFor({ issuedAt: new Date(Date.now() - 31 * DAY) })).toEqual(['0260', '1519']);
    });

    it('notifies 1535 for a date more than 24 hours ahead and rejects with 1520 beyond two days', () => {
      expect(codesFor({ issuedAt: new Date(Date.now() + 25 * HOUR) })).toEqual(['0260', '1535']);
      expect(codesFor({ issuedAt: new Date(Date.now() + 3 * DAY) })).toEqual(['1520']);
    });

    it('asks contingency documents for their date and reason (1506, 1509)', () => {
      expect(codesFor({ emissionType: '02' })).toEqual(['1506', '1509']);
    });

    it('rejects a contingency that starts after the issue (1507) and notifies one over 72 hours (1508)', () => {
      const reason = 'Servicio del PAC no disponible';
      expect(
        codesFor({ emissionType: '02', contingency: { startedAt: new Date(Date.now() + HOUR), reason } }),
      ).toEqual(['1507']);
      expect(
        codesFor({
          emissionType: '02',
          contingency: { startedAt: new Date(Date.now() - 80 * HOUR), reason },
        }),
      ).toEqual(['0260', '1508']);
    });

    it('refuses an internal invoice with a foreign destination (1534)', () => {
      expect(codesFor({ destination: '2' })).toEqual(expect.arrayContaining(['1534', '1612', '1651']));
    });
  });

  describe('issuer', () => {
    it('answers 1560 when the issuer DV is not the RUC’s', () => {
      const issuer = {
        ruc: '155596713-2-2015',
        dv: '58',
        taxpayerType: 2,
        name: 'Comercializadora Demo Facturar, S.A.',
      } as const;
      expect(codesFor({ issuer })).toEqual(['1560']);
    });

    it('answers 0185 when the issuer is not affiliated to the PAC', () => {
      expect(codesFor({}, { isAffiliated: () => false })).toEqual(['0185']);
    });
  });

  describe('receiver', () => {
    const withRuc = (ruc: string, dv: string) => ({
      ...DEMO_RECEIVER,
      ruc: { ruc, dv, taxpayerType: 2 as const },
    });

    it('answers 1601 and 1602 together for a fictitious RUC, as the real DGI did', () => {
      expect(codesFor({ receiver: withRuc('155612999-2-2016', '11') })).toEqual(['1601', '1602']);
    });

    it('answers 1602 for a well-formed RUC the registry does not know', () => {
      expect(codesFor({ receiver: withRuc('155612999-2-2016', '35') })).toEqual(['1602']);
    });

    it('answers 1601 for a registered RUC written with another DV', () => {
      expect(codesFor({ receiver: withRuc('155601234-2-2015', '81') })).toEqual(['1601']);
    });

    it('accepts a government receiver of the registry', () => {
      const receiver = {
        ...DEMO_RECEIVER,
        type: '03' as const,
        ruc: { ruc: '8-NT-1-419', dv: '68', taxpayerType: 2 as const },
      };
      expect(codesFor({ receiver })).toEqual(['0260']);
    });

    it('asks a taxpayer receiver for a name (1605) and notifies a missing address (1606)', () => {
      expect(codesFor({ receiver: { ...DEMO_RECEIVER, name: undefined } })).toEqual(['1605']);
      expect(codesFor({ receiver: { ...DEMO_RECEIVER, address: undefined } })).toEqual(['0260', '1606']);
    });

    it('notifies location names that do not belong to the location code (1607–1609)', () => {
      const location = {
        code: '8-8-7',
        corregimiento: 'SAN FRANCISCO',
        district: 'COLON',
        province: 'Panamá',
      };
      expect(codesFor({ receiver: { ...DEMO_RECEIVER, location } })).toEqual(['0260', '1608', '1609']);
    });

    it('refuses a foreign country for an operation in Panama (1611)', () => {
      expect(codesFor({ receiver: { ...DEMO_RECEIVER, country: 'CR' } })).toEqual(['1611']);
    });

    it('refuses a juridical RUC on a final consumer (1621)', () => {
      const receiver = {
        type: '02' as const,
        ruc: { ruc: '155601234-2-2015', taxpayerType: 2 as const },
        name: 'Consumidor',
      };
      expect(codesFor({ receiver })).toEqual(['1621']);
    });

    it('does not look up final consumers in the registry', () => {
      const receiver = {
        type: '02' as const,
        ruc: { ruc: '6-67-5306', taxpayerType: 1 as const },
        name: 'Consumidor final',
      };
      expect(codesFor({ receiver })).toEqual(['0260']);
    });
  });

  describe('items', () => {
    it('answers 2053 when the item price is not quantity × (unit price − discount)', () => {
      expect(codesFor({ edit: replacing('<dPrItem>21.00</dPrItem>', '<dPrItem>21.10</dPrItem>') })).toEqual(
        expect.arrayContaining(['2053']),
      );
    });

    it('answers 2056 when the item total is not price plus taxes', () => {
      expect(
        codesFor({ edit: replacing('<dValTotItem>22.47</dValTotItem>', '<dValTotItem>22.57</dValTotItem>') }),
      ).toEqual(expect.arrayContaining(['2056', '2514']));
    });

    it('answers 2152 when the item ITBMS is not its rate of the price', () => {
      expect(
        codesFor({ edit: replacing('<dValITBMS>1.47</dValITBMS>', '<dValITBMS>2.10</dValITBMS>') }),
      ).toEqual(expect.arrayContaining(['2152']));
    });

    it('allows a cent of rounding in item arithmetic', () => {
      expect(codesFor({ items: [{ quantity: '3', unitPrice: '0.335' }] })).toEqual(['0260']);
    });

    it('answers 2001 for a repeated item sequence number', () => {
      expect(codesFor({ edit: replacing('<dSecItem>002</dSecItem>', '<dSecItem>001</dSecItem>') })).toEqual([
        '2001',
      ]);
    });

    it('refuses a discount above the unit price (2051) and notifies a unit price above 100,000 (2050)', () => {
      expect(
        codesFor({ edit: replacing('<dPrUnitDesc>0.00</dPrUnitDesc>', '<dPrUnitDesc>11.00</dPrUnitDesc>') }),
      ).toEqual(expect.arrayContaining(['2051']));
      expect(codesFor({ items: [{ quantity: '1', unitPrice: '100000.01' }] })).toEqual(['0260', '2050']);
    });
  });

  describe('totals and payments', () => {
    it.each([
      ['dTotNeto', '<dTotNeto>24.25</dTotNeto>', '<dTotNeto>24.35</dTotNeto>', '2500'],
      ['dTotITBMS', '<dTotITBMS>1.47</dTotITBMS>', '<dTotITBMS>1.57</dTotITBMS>', '2501'],
      ['dTotGravado', '<dTotGravado>1.47</dTotGravado>', '<dTotGravado>1.50</dTotGravado>', '2503'],
      ['dVTot', '<dVTot>25.72</dVTot>', '<dVTot>25.80</dVTot>', '2507'],
      ['dNroItems', '<dNroItems>2</dNroItems>', '<dNroItems>3</dNroItems>', '2513'],
      ['dVTotItems', '<dVTotItems>25.72</dVTotItems>', '<dVTotItems>25.62</dVTotItems>', '2514'],
    ])('answers the DGI’s code when %s is wrong', (_field, from, to, code) => {
      expect(codesFor({ edit: replacing(from, to) })).toEqual(expect.arrayContaining([code]));
    });

    it('answers 2510 when the payments do not add up to the amount received', () => {
      expect(codesFor({ edit: replacing('<dTotRec>25.72</dTotRec>', '<dTotRec>30.00</dTotRec>') })).toEqual([
        '2510',
      ]);
    });

    it('notifies a total above 1,000,000 (2509)', () => {
      expect(codesFor({ items: [{ quantity: '11', unitPrice: '100000.00', itbmsRate: '00' }] })).toEqual([
        '0260',
        '2509',
      ]);
    });

    it('notifies a final-consumer sale above 10,000 (2515)', () => {
      const receiver = { type: '02' as const, name: 'Consumidor final' };
      expect(
        codesFor({ receiver, items: [{ quantity: '1', unitPrice: '10000.01', itbmsRate: '00' }] }),
      ).toEqual(['0260', '2515']);
    });

    it('asks for a description of payment form 99 (2601) and only of it (2602)', () => {
      expect(codesFor({ payments: [{ form: '99' }] })).toEqual(['2601']);
      expect(codesFor({ payments: [{ form: '99', description: 'Canje de puntos' }] })).toEqual(['0260']);
      expect(codesFor({ payments: [{ form: '02', description: 'Efectivo en caja' }] })).toEqual(['2602']);
    });
  });

  describe('referenced documents', () => {
    const invoice = buildTestDocument().cufe;
    const creditNote = buildTestDocument({ documentType: '04', referencedCufes: [invoice] }).cufe;

    it('accepts a credit note that refers to an invoice', () => {
      expect(codesFor({ documentType: '04', referencedCufes: [invoice] })).toEqual(['0260']);
    });

    it('refuses a credit note that refers to nothing (1705) or to another credit note (1712)', () => {
      expect(codesFor({ documentType: '04' })).toEqual(['1705']);
      expect(codesFor({ documentType: '04', referencedCufes: [creditNote] })).toEqual(['1712']);
    });

    it('refuses a debit note that refers to a credit note (1716)', () => {
      expect(codesFor({ documentType: '05', referencedCufes: [creditNote] })).toEqual(['1716']);
    });

    it('refuses a referenced CUFE with a wrong check digit (1704) or referenced twice (1709)', () => {
      const wrongDigit = invoice.slice(0, 65) + String((Number(invoice.slice(65)) + 1) % 10);
      expect(codesFor({ documentType: '04', referencedCufes: [wrongDigit] })).toEqual(['1704']);
      expect(codesFor({ documentType: '04', referencedCufes: [invoice, invoice] })).toEqual(['1709']);
    });

    it('refuses an invoice that refers to an electronic document (1708)', () => {
      expect(codesFor({ referencedCufes: [invoice] })).toEqual(['1708']);
    });
  });

  it('answers 1002 for a document the PAC already received', () => {
    expect(codesFor({}, { isKnownDocument: () => true })).toEqual(['1002']);
  });

  it('reports the number key a duplicate is detected by', () => {
    const verdict = judge(buildTestDocument({ number: 42, billingPoint: '003', branch: '0002' }).xml);
    expect(verdict).toMatchObject({
      kind: 'authorisable',
      numberKey: '155596713-2-2015|01|0002|003|0000000042',
    });
  });
});
