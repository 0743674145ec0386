import { describe, expect, it } from 'vitest';
import { readSetupSteps } from './setup-checklist.ts';

describe('the set-up checklist', () => {
  it('has every step to do for a company just registered', () => {
    const steps = readSetupSteps({
      maps: {
        errores: {
          SIN_CERTIFICADO: 'La empresa no tiene registrado un certificado de firma electrónica.',
          SIN_COMPROBANTES: 'La empresa no tiene comprobantes disponibles.',
        },
      },
      pacAffiliationStatus: 4,
      qrStatus: 4,
      hasCustomer: false,
      hasProduct: false,
    });
    expect(steps.filter((step) => step.isDone).map((step) => step.key)).toEqual(['billing-point']);
    expect(steps.map((step) => step.code)).toEqual(['SCE', 'APA', 'CQR', 'ASE', 'APL', 'CLI', 'PRO']);
  });

  it('is done once the company is ready and has a customer and a product', () => {
    const steps = readSetupSteps({
      maps: { errores: {} },
      pacAffiliationStatus: 1,
      qrStatus: 1,
      hasCustomer: true,
      hasProduct: true,
    });
    expect(steps.every((step) => step.isDone)).toBe(true);
  });

  it('counts an expired certificate or package as not done', () => {
    const steps = readSetupSteps({
      maps: { errores: { CERTIFICADO_CADUCADO: 'caducó', PAQUETE_CADUCADO: 'caducó' } },
      pacAffiliationStatus: 2,
      qrStatus: 1,
      hasCustomer: true,
      hasProduct: true,
    });
    expect(steps.filter((step) => !step.isDone).map((step) => step.key)).toEqual(['certificate', 'plan']);
  });
});
