import type { Taxpayer } from '../dgi/rule-context.ts';

/** A registry entry, optionally affiliated to the PAC from the start. */
export type RegistryEntry = Taxpayer & { readonly isAffiliated?: boolean };

/**
 * The registry the sandbox starts with: the three demo companies of the seed (affiliated, as the seed
 * records them) and receivers of each kind, some without authorisation to issue. DVs are the DGI's
 * algorithm's (a test says so).
 */
export const DEMO_TAXPAYERS: readonly RegistryEntry[] = [
  company('155704849-2-2021', '32', 'Facturar Panamá, S.A.', { isAffiliated: true }),
  company('155612345-2-2016', '20', 'Contadores Asociados del Istmo, S.A.', { isAffiliated: true }),
  company('155596713-2-2015', '59', 'Comercializadora Demo Facturar, S.A.', { isAffiliated: true }),
  company('155601234-2-2015', '80', 'Distribuidora del Canal, S.A.'),
  company('155689012-2-2019', '69', 'Servicios Logísticos Pacífico, S.A.'),
  company('2588017-1-831938', '20', 'Ferretería El Istmo, S.A.', { isAuthorisedToIssue: false }),
  {
    ruc: '8-NT-1-419',
    taxpayerType: 2,
    dv: '68',
    name: 'Ministerio de Comercio e Industrias',
    isAuthorisedToIssue: false,
    receiverType: '03',
  },
  person('4-123-456', '21', 'José Rodríguez Batista', true),
  person('8-274-125', '91', 'María Pérez González', false),
  person('E-8-110361', '95', 'John Smith', false),
  // The demo company's customers and providers of the master-data seed (server src/seed/demo-master-data.ts).
  company('155734521-2-2022', '77', 'Supermercados La Económica, S.A.'),
  company('155698234-2-2019', '45', 'Clínica Santa Fe del Pacífico, S.A.'),
  company('155647812-2-2017', '31', 'Constructora Bahía Azul, S.A.'),
  company('155712098-2-2021', '09', 'Hotel Boquete Highlands, S.A.'),
  person('8-745-1290', '59', 'Carmen Quintero de León', false),
  person('4-218-733', '00', 'Rogelio Samudio Pitti', false),
  { ...company('155602277-2-2015', '46', 'Caja de Ahorros Regional'), receiverType: '03' },
  { ...company('155611902-2-2016', '02', 'Autoridad del Canal - Compras Menores'), receiverType: '03' },
  company('155689450-2-2019', '08', 'Papelería y Suministros Istmeños, S.A.'),
  company('155676021-2-2018', '27', 'Tecnología Empresarial del Pacífico, S.A.'),
  company('155658333-2-2018', '21', 'Transportes Rápidos Chiriquí, S.A.'),
  person('8-512-2087', '51', 'Luis Alberto Cedeño', false),
];

/** The issuer of the DGI's signed sample (shared/dgi/sample), for tests that send it; not in the registry. */
export const DGI_SAMPLE_TAXPAYER: RegistryEntry = company(
  '521-136-113133',
  '02',
  'FE generada en ambiente de pruebas - sin valor comercial ni fiscal',
  { isAffiliated: true },
);

function company(
  ruc: string,
  dv: string,
  name: string,
  flags: { isAffiliated?: boolean; isAuthorisedToIssue?: boolean } = {},
): RegistryEntry {
  return {
    ruc,
    taxpayerType: 2,
    dv,
    name,
    isAuthorisedToIssue: flags.isAuthorisedToIssue ?? true,
    receiverType: '01',
    isAffiliated: flags.isAffiliated ?? false,
  };
}

function person(ruc: string, dv: string, name: string, isAuthorisedToIssue: boolean): RegistryEntry {
  return { ruc, taxpayerType: 1, dv, name, isAuthorisedToIssue, receiverType: '01' };
}

/**
 * The RUCs kept to show each refusal in a registry that is otherwise open (`opensRegistry`): every one has
 * a right check digit. `notRegistered`: unknown to the DGI (feConsRucDV 0640, receiver 1602, affiliation
 * 3); the server's tests and demo seed issue to them to show the refusal. `notAuthorised`: registered
 * taxpayers without the resolution to issue electronic documents (affiliation 3, feConsRucDV iAfilFE 2).
 */
export const REFUSAL_RUCS = {
  notRegistered: ['155700001-2-2020', '155612999-2-2016', '155699999-2-2019'],
  notAuthorised: ['2588017-1-831938', '155688888-2-2019'],
} as const;
