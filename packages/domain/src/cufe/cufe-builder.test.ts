import { describe, expect, it } from 'vitest';
import { sampleCufe, sampleCufeParts } from '../testing/cufe-sample.ts';
import { buildCufe, CufePartsError } from './index.ts';

describe('building a CUFE', () => {
  it('builds the sample document’s dId from its parts', () => {
    expect(buildCufe(sampleCufeParts)).toBe(sampleCufe);
  });

  it('builds the natural person’s example CUFE of FACTS §2, RUC padded with zeros to 20', () => {
    const cufe = buildCufe({
      documentType: '01',
      taxpayerType: '1',
      issuerRuc: '8-PE-3824-00523',
      issuerDv: '28',
      branchCode: '0001',
      issueDate: '20170715',
      documentNumber: '0000015134',
      billingPoint: '001',
      emissionType: '01',
      environment: '1',
      securityCode: '745018343',
    });
    expect(cufe).toBe('FE011000008-PE-3824-00523-2800012017071500000151340010117450183432');
    expect(cufe).toHaveLength(66);
  });

  it('refuses parts without the DGI format, naming each problem in Spanish', () => {
    const build = () =>
      buildCufe({
        ...sampleCufeParts,
        documentNumber: '0000000000',
        billingPoint: '000',
        securityCode: '000000000',
      });
    expect(build).toThrow(CufePartsError);
    expect(build).toThrow(
      'No se puede construir el CUFE: El número del documento fiscal debe tener 10 dígitos y no ser todo ceros. ' +
        'El punto de facturación debe tener 3 dígitos y no ser 000. ' +
        'El código de seguridad debe tener 9 dígitos y no ser todo ceros.',
    );
  });

  it('refuses a RUC longer than the 20 characters the CUFE holds', () => {
    expect(() => buildCufe({ ...sampleCufeParts, issuerRuc: '1234567890-1234-123456' })).toThrow(
      'El RUC del emisor no tiene un formato válido (hasta 20 caracteres: números, letras y guiones).',
    );
  });

  it('refuses a date that does not exist', () => {
    expect(() => buildCufe({ ...sampleCufeParts, issueDate: '20230229' })).toThrow(
      'La fecha de emisión debe ser una fecha válida con formato AAAAMMDD.',
    );
  });
});
