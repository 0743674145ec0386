import { describe, expect, it } from 'vitest';
import { buildApiPath, buildPath, companyRucSchema } from './endpoint.ts';
import { companyEndpoints } from './endpoints/company-endpoints.ts';
import { receivedVoucherEndpoints, voucherListEndpoints } from './endpoints/voucher-endpoints.ts';
import { authEndpoints } from './endpoints/auth-endpoints.ts';

describe('the URL of a call, from its descriptor', () => {
  it('puts each parameter in its place, URL-encoded', () => {
    expect(buildPath(companyEndpoints.availableVouchers, { ruc: '155596713-2-2015' })).toBe(
      '/api/paquete/disponible/155596713-2-2015',
    );
    expect(buildPath(voucherListEndpoints.anulados.search, { companyId: 'a/b c?' })).toBe(
      '/api/comprobantes/anulados/busqueda/a%2Fb%20c%3F',
    );
    expect(buildPath(receivedVoucherEndpoints.loadKeyFile, { companyId: '8-1-1', extra: 12 })).toBe(
      '/api/comprobante/recibido/archivo/8-1-1/12',
    );
  });

  it('is the path itself when the call has no parameter', () => {
    expect(buildPath(authEndpoints.login)).toBe('/api/login');
  });

  it('gives the path below the API base to a client that puts its own base in front', () => {
    expect(buildApiPath(companyEndpoints.setup, { ruc: '8-1-1' })).toBe('/cuenta/usuario/empresa/8-1-1');
  });

  it('refuses to build a path with a parameter missing', () => {
    const params = {} as { ruc: string };
    expect(() => buildPath(companyEndpoints.setup, params)).toThrow("missing path parameter 'ruc'");
  });
});

describe('the company parameter', () => {
  it('takes a RUC with its dashes and refuses an empty, an overlong or a NUL-bearing one', () => {
    expect(companyRucSchema.parse(' 155596713-2-2015 ')).toBe('155596713-2-2015');
    expect(companyRucSchema.safeParse('').error?.issues[0]?.message).toBe(
      'El RUC de la empresa es necesario.',
    );
    expect(companyRucSchema.safeParse('1'.repeat(41)).success).toBe(false);
    expect(companyRucSchema.safeParse('155596713\u00002015').error?.issues[0]?.message).toBe(
      'El RUC de la empresa no es válido.',
    );
  });
});
