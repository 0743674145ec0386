import { describe, expect, it } from 'vitest';
import { DELIVERY_PLACE, TAXPAYER_CUSTOMER, buildSampleRfe, buildValidBody } from '../testing.ts';
import { escapeXmlText, writeRfeXml } from './index.ts';

function xmlOf(body: Record<string, unknown>): { xml: string; signatureIndex: number } {
  return writeRfeXml(buildSampleRfe(body, { customer: TAXPAYER_CUSTOMER }));
}

/** The element names of the text, in document order. */
function elementNames(xml: string): string[] {
  return [...xml.matchAll(/<([A-Za-z][\w]*)[ >]/g)].map((match) => match[1] ?? '');
}

describe('rFE text', () => {
  it('is canonical: no declaration, no whitespace between tags, no empty-element tags', () => {
    const { xml } = xmlOf(buildValidBody());
    expect(xml.startsWith('<rFE xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm><dId>FE01')).toBe(
      true,
    );
    expect(xml).not.toMatch(/<\?xml|>\s+<|\/>/);
    expect(xml.endsWith('</gTot></rFE>')).toBe(true);
  });

  it('leaves the Signature to the signer, just before </rFE>', () => {
    const { xml, signatureIndex } = xmlOf(buildValidBody());
    expect(xml.slice(signatureIndex)).toBe('</rFE>');
    expect(xml).not.toContain('Signature');
    expect(xml).not.toContain('gNoFirm');
  });

  it('writes the groups in the order of the schema', () => {
    const body = {
      ...buildValidBody('04'),
      rucsAutorizados: [{ tipoRuc: '2', ruc: '521-136-113133', dv: '02' }],
      pedidoComercialFacturaDto: { nroPedidoCompra: '77', nroAceptacion: 'A1' },
      informacionLogisticaDto: {
        nombreTransportista: 'Transportes del Istmo SA',
        rucAutorizado: { tipoRuc: '2', ruc: '155596713-2-2015', dv: '59' },
      },
      localEntrega: DELIVERY_PLACE,
      codigoRetencion: '1',
      descuentosAdicionales: [{ nombre: 'Promo', valor: '1' }],
    };
    const top = elementNames(xmlOf(body).xml).filter((name) =>
      /^(gDGen|gItem|gTot|gPedComGl|gInfoLog|gLcEntr|gEmis|gDatRec|gDFRef|gAutXML|gDescBonif|gFormaPago|gRetenc)$/.test(
        name,
      ),
    );
    expect(top).toEqual([
      'gDGen',
      'gEmis',
      'gDatRec',
      'gDFRef',
      'gAutXML',
      'gItem',
      'gTot',
      'gDescBonif',
      'gFormaPago',
      'gRetenc',
      'gPedComGl',
      'gInfoLog',
      'gLcEntr',
    ]);
  });

  it('writes amounts in the schema formats: totals with 2 decimals, prices 2 to 6, quantities up to 6', () => {
    const body = {
      ...buildValidBody(),
      detalles: [{ idProducto: 1, cantidad: '1.5', precioProducto: '0.123456', codigoItbms: '01' }],
      formasPago: [{ codigo: '02', valor: '0.2' }],
    };
    const { xml } = xmlOf(body);
    expect(xml).toContain('<dCantCodInt>1.50</dCantCodInt>');
    expect(xml).toContain('<dPrUnit>0.123456</dPrUnit>');
    expect(xml).toContain('<dPrItem>0.185184</dPrItem>');
    expect(xml).toContain('<dValITBMS>0.01</dValITBMS>');
    expect(xml).toContain('<dTotNeto>0.19</dTotNeto>');
    expect(xml).toContain('<dVTot>0.20</dVTot>');
    expect(xml).toContain('<dVlrCuota>0.20</dVlrCuota>');
  });

  it('escapes text as canonical XML does and drops characters XML cannot carry', () => {
    expect(escapeXmlText('Tom & Jerry <S.A.> "ok"\r\n')).toBe('Tom &amp; Jerry &lt;S.A.&gt; "ok"&#xD;\n');
    expect(escapeXmlText('a\u0001b\uFFFEc')).toBe('abc');
    expect(escapeXmlText('Ñandú 😀')).toBe('Ñandú 😀');
    const { xml } = xmlOf({
      ...buildValidBody(),
      informacionInteresEmisor: 'Entrega <urgente> & frágil ]]>',
    });
    expect(xml).toContain('<dInfEmFE>Entrega &lt;urgente&gt; &amp; frágil ]]&gt;</dInfEmFE>');
    expect(xml).toContain('<dNombRec>Ferretería El Tornillo &amp; Hijos, S.A.</dNombRec>');
  });
});
