import { codeOfPersonType, computeRucDv, type PersonType } from '@facturar/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../adapters/db/open-database.ts';
import type { CustomersTable, ProductsTable } from '../adapters/db/schema.ts';

// The demo company's master data beyond the issuing minimum (issue 15): more billing points (one closed),
// an invoicer assigned to a branch, customers of every receiver type, providers and a product catalogue
// with units and CPBS families, so the CLI, PRV, PRO, CSE and ASE screens open on realistic content.

const demoRuc = '155596713-2-2015';

function dvOf(ruc: string, personType: PersonType): string {
  const result = computeRucDv(ruc, personType);
  if (!result.ok) throw new Error(`Demo RUC ${ruc} is malformed.`);
  return result.value;
}

type Receiver = Omit<Insertable<CustomersTable>, 'company_ruc' | 'dv'>;

function local(
  identification: string,
  personType: PersonType,
  receiver: Omit<Receiver, 'identification' | 'receiver_type' | 'taxpayer_type'>,
  receiverType: '01' | '03' = '01',
) {
  return {
    ...receiver,
    identification,
    receiver_type: receiverType,
    taxpayer_type: codeOfPersonType(personType),
    dv: dvOf(identification, personType),
  } as const;
}

const customers = [
  local('155734521-2-2022', 'juridica', {
    name: 'Supermercados La Económica, S.A.',
    email: 'compras@laeconomica.test',
    address: 'Vía Tocumen, Plaza Las Américas',
    phone: '292-3300',
    location_code: '8-8-19',
  }),
  local('155698234-2-2019', 'juridica', {
    name: 'Clínica Santa Fe del Pacífico, S.A.',
    email: 'proveeduria@clinicasantafe.test',
    address: 'Calle 53 Este, Marbella',
    phone: '265-7700',
    location_code: '8-8-7',
  }),
  local('155647812-2-2017', 'juridica', {
    name: 'Constructora Bahía Azul, S.A.',
    email: 'cuentas@bahiaazul.test',
    address: 'Costa del Este, Torre Bahía, piso 8',
    phone: '301-2280',
    location_code: '8-8-12',
  }),
  local('155712098-2-2021', 'juridica', {
    name: 'Hotel Boquete Highlands, S.A.',
    email: 'administracion@boquetehighlands.test',
    address: 'Avenida Central, Bajo Boquete',
    phone: '720-1144',
    location_code: '4-4-1',
  }),
  local('8-745-1290', 'natural', {
    name: 'Carmen Quintero de León',
    email: 'carmen.quintero@correo.test',
    address: 'Pacora, Urbanización Los Ángeles, casa 14',
    phone: '6612-4455',
    location_code: '8-8-17',
  }),
  local('4-218-733', 'natural', {
    name: 'Rogelio Samudio Pitti',
    email: 'rsamudio@correo.test',
    address: 'Barrio Bolívar, David',
    phone: '6780-1122',
    location_code: '4-6-1',
  }),
  local(
    '155602277-2-2015',
    'juridica',
    {
      name: 'Caja de Ahorros Regional',
      email: 'facturas@cajaregional.test',
      address: 'Vía España y Calle Thays de Pons',
      phone: '508-1000',
      location_code: '8-8-7',
    },
    '03',
  ),
  local(
    '155611902-2-2016',
    'juridica',
    {
      name: 'Autoridad del Canal - Compras Menores',
      email: 'compras.menores@canal.test',
      address: 'Avenida A, San Felipe',
      phone: '272-3000',
      location_code: '8-8-1',
    },
    '03',
  ),
  {
    identification: 'CO-900123456',
    receiver_type: '04',
    taxpayer_type: null,
    dv: null,
    name: 'Distribuidora Andina de Colombia S.A.S.',
    email: 'pagos@andina.test',
    address: 'Carrera 7 # 71-21, Bogotá',
    country_code: 'CO',
    foreign_identification: '900123456-7',
    foreign_country: 'Colombia',
  },
  {
    identification: 'CR-3101555888',
    receiver_type: '04',
    taxpayer_type: null,
    dv: null,
    name: 'Importaciones del Caribe Tico, S.R.L.',
    email: 'cxp@caribetico.test',
    address: 'Avenida Segunda, San José',
    country_code: 'CR',
    foreign_identification: '3-101-555888',
  },
] as const;

const providers = [
  local('155689450-2-2019', 'juridica', {
    name: 'Papelería y Suministros Istmeños, S.A.',
    email: 'ventas@papelistmo.test',
    address: 'Chilibre, Vía Transístmica',
    phone: '228-4411',
    location_code: '8-8-15',
  }),
  local('155676021-2-2018', 'juridica', {
    name: 'Tecnología Empresarial del Pacífico, S.A.',
    email: 'cotizaciones@tecnopacifico.test',
    address: 'Obarrio, Calle 58',
    phone: '214-9090',
    location_code: '8-8-7',
  }),
  local('155658333-2-2018', 'juridica', {
    name: 'Transportes Rápidos Chiriquí, S.A.',
    email: 'despachos@trchiriqui.test',
    address: 'Vía Interamericana, David',
    phone: '775-6600',
    location_code: '4-6-1',
  }),
  local('8-512-2087', 'natural', {
    name: 'Luis Alberto Cedeño (plomería)',
    email: 'lcedeno@correo.test',
    address: 'Las Cumbres, calle 9',
    phone: '6544-2100',
    location_code: '8-8-16',
  }),
];

type Product = Omit<Insertable<ProductsTable>, 'company_ruc'>;
// prettier-ignore
const products: Product[] = [
  { main_code: 'OFI-010', aux_code: '7501031311309', description: 'Resma de papel bond carta 75 g', unit_price: '4.95', itbms_code: '01', unit_code: 'Paquete', cpbs_code: '4412', gtin_commercial: '7501031311309' },
  { main_code: 'OFI-022', description: 'Bolígrafo azul punta media (caja de 12)', unit_price: '3.60', itbms_code: '01', unit_code: 'Caja', cpbs_code: '4412' },
  { main_code: 'OFI-031', description: 'Archivador metálico de 4 gavetas', unit_price: '189.00', itbms_code: '01', unit_code: 'und', cpbs_code: '4411' },
  { main_code: 'EQP-027', description: 'Monitor LED 27 pulgadas', unit_price: '245.00', itbms_code: '01', unit_code: 'und', cpbs_code: '4321' },
  { main_code: 'EQP-101', description: 'Impresora multifuncional láser', unit_price: '329.99', itbms_code: '01', unit_code: 'und', cpbs_code: '4321' },
  { main_code: 'MUE-005', description: 'Silla ergonómica de oficina', unit_price: '139.50', itbms_code: '01', unit_code: 'und', cpbs_code: '5612' },
  { main_code: 'CON-042', description: 'Cemento gris tipo I, saco 42.5 kg', unit_price: '8.75', itbms_code: '01', unit_code: 'kg', cpbs_code: '3011' },
  { main_code: 'HER-015', description: 'Juego de destornilladores (15 piezas)', unit_price: '22.40', itbms_code: '01', unit_code: 'Kit', cpbs_code: '2711' },
  { main_code: 'ALI-120', description: 'Café molido de Boquete 340 g', unit_price: '7.25', itbms_code: '00', unit_code: 'g', cpbs_code: '5019' },
  { main_code: 'ALI-210', description: 'Leche evaporada 410 g', unit_price: '1.15', itbms_code: '00', unit_code: 'und', cpbs_code: '5013' },
  { main_code: 'BEB-020', description: 'Agua mineral 600 ml (paquete de 24)', unit_price: '9.80', itbms_code: '01', unit_code: 'Paquete', cpbs_code: '5020' },
  { main_code: 'SRV-110', description: 'Soporte informático en sitio (hora)', unit_price: '35.00', itbms_code: '01', unit_code: 'Hora', cpbs_code: '8111' },
  { main_code: 'SRV-210', description: 'Asesoría de gestión empresarial (mes)', unit_price: '850.00', itbms_code: '01', unit_code: 'Mes', cpbs_code: '8010' },
  { main_code: 'TRN-220', description: 'Flete Panamá - David (viaje)', unit_price: '420.00', itbms_code: '01', unit_code: 'Viaje', cpbs_code: '7810' },
  { main_code: 'HOT-001', description: 'Noche de alojamiento habitación doble', unit_price: '96.00', itbms_code: '01', unit_code: 'Dia', cpbs_code: '9011' },
  { main_code: 'IMP-003', description: 'Manual del usuario impreso (edición 2025)', unit_price: '12.00', itbms_code: '01', unit_code: 'und', cpbs_code: '5510', active: false },
];

/** Seeds the demo company's extra master data, once (the demo seed calls it on its first run). */
export async function seedDemoMasterData(db: Db, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const isSeeded = await trx
      .selectFrom('users')
      .select('id')
      .where('access_name', '=', 'caja.david@demo.facturar.test')
      .executeTakeFirst();
    if (isSeeded) return;
    const points = await trx
      .insertInto('billing_points')
      .values([
        {
          company_ruc: demoRuc,
          branch_code: '0001',
          point_code: '001',
          description: 'Sucursal David, Avenida Obaldía',
          coordinates: '8.427300,-82.430800',
          location_code: '4-6-1',
        },
        {
          company_ruc: demoRuc,
          branch_code: '0002',
          point_code: '001',
          description: 'Sucursal Colón, Zona Libre, Calle 13',
          coordinates: '9.354100,-79.899400',
          location_code: '3-1-1',
        },
        {
          company_ruc: demoRuc,
          branch_code: '0002',
          point_code: '002',
          description: 'Sucursal Colón, caja 2 (temporada alta)',
          coordinates: '9.354100,-79.899400',
          active: false,
        },
      ])
      .returning(['id', 'branch_code'])
      .execute();
    const david = points.find((point) => point.branch_code === '0001');
    const user = await trx
      .insertInto('users')
      .values({
        identification: '4-772-1930',
        access_name: 'caja.david@demo.facturar.test',
        full_name: 'Diana Caja David',
        email: 'caja.david@demo.facturar.test',
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assignment = await trx
      .insertInto('company_users')
      .values({ company_ruc: demoRuc, user_id: user.id, profile: 'INT', state: 'ACT' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (david) {
      await trx
        .insertInto('billing_point_users')
        .values({ billing_point_id: david.id, company_user_id: assignment.id, company_ruc: demoRuc })
        .execute();
    }
    await trx
      .insertInto('customers')
      .values(customers.map((customer) => ({ ...customer, company_ruc: demoRuc })))
      .execute();
    await trx
      .insertInto('customers')
      .values(
        providers.map((provider) => ({
          ...provider,
          company_ruc: demoRuc,
          is_customer: false,
          is_provider: true,
        })),
      )
      .execute();
    // One supplier is a customer too.
    await trx
      .updateTable('customers')
      .set({ is_provider: true })
      .where('company_ruc', '=', demoRuc)
      .where('identification', '=', '155734521-2-2022')
      .execute();
    await trx
      .insertInto('products')
      .values(products.map((product) => ({ ...product, company_ruc: demoRuc })))
      .execute();
  });
}
