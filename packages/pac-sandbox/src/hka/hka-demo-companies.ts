import type { HkaCompany } from '../sandbox-options.ts';

/**
 * The token pairs the sandbox's HKA mode knows from the start: one per demo company of the seed (the
 * server's demo connects one of them through this mode), shaped like HKA's demo pairs (`…_ws_tfhka`).
 */
export const HKA_DEMO_COMPANIES: readonly HkaCompany[] = [
  {
    tokenEmpresa: 'demo155596713_ws_tfhka',
    tokenPassword: 'Dem0-Facturar!59',
    ruc: '155596713-2-2015',
    name: 'Comercializadora Demo Facturar, S.A.',
    address: 'Calle 50, Edificio Global Plaza, Piso 12',
    locationCode: '8-8-7',
    phone: '263-4500',
    email: 'facturacion@demo.facturar.test',
  },
  {
    tokenEmpresa: 'demo155612345_ws_tfhka',
    tokenPassword: 'Dem0-Contadores!20',
    ruc: '155612345-2-2016',
    name: 'Contadores Asociados del Istmo, S.A.',
    address: 'Vía España, Torre Delta, Oficina 804',
    locationCode: '8-8-7',
  },
  {
    tokenEmpresa: 'demo155704849_ws_tfhka',
    tokenPassword: 'Dem0-Plataforma!32',
    ruc: '155704849-2-2021',
    name: 'Facturar Panamá, S.A.',
    address: 'Avenida Balboa, Torre BBVA, Piso 20',
    locationCode: '8-8-7',
  },
];
