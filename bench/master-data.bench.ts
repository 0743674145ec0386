// The master-data lists and searches at scale (issue 15): BENCH_MASTER_DATA_ROWS customers and as many
// products (100,000 by default) of one company, bulk-loaded with generate_series, then the customer and
// product list pages (first and deep) and the searches the screens send (name, identification, code,
// description), through the HTTP API, each timed BENCH_MASTER_DATA_REPEATS times (p50 and p99). Embedded
// PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server (an empty database).
import { sql } from 'kysely';
import { demoRuc } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';

const rows = benchSize('BENCH_MASTER_DATA_ROWS', 100_000, 100);
const repeats = benchSize('BENCH_MASTER_DATA_REPEATS', 100, 1);

const server = await startBenchServer(benchDatabaseEnv);
const db = server.ctx.db;

// Names from a few hundred first names, surnames and trades, so a search term matches a realistic share.
const loadStarted = performance.now();
await sql`
  insert into customers (company_ruc, receiver_type, taxpayer_type, identification, dv, name, email, address,
    phone, location_code, created_at)
  select ${demoRuc}, '01', case when i % 3 = 0 then '2' else '1' end,
    case when i % 3 = 0 then (155000000 + i) || '-2-20' || (10 + i % 15) else '8-' || (i % 997) || '-' || i end,
    lpad((i % 100)::text, 2, '0'),
    (array['Ferretería', 'Farmacia', 'Distribuidora', 'Constructora', 'Panadería', 'Transportes', 'Clínica',
      'Supermercado', 'Taller', 'Consultores'])[1 + i % 10] || ' ' ||
    (array['Pérez', 'González', 'Rodríguez', 'Sánchez', 'Batista', 'Quintero', 'Samudio', 'Castillo', 'Díaz',
      'Herrera', 'Moreno', 'Jiménez', 'Vásquez', 'Ríos', 'Cedeño', 'Pitti', 'Ábrego', 'Núñez'])[1 + (i / 10) % 18] ||
    ' ' || i,
    'cliente' || i || '@correo.test', 'Calle ' || (i % 90) || ', Panamá', '6' || lpad((i % 10000000)::text, 7, '0'),
    '8-8-7', timestamptz '2025-01-01' + i * interval '5 minutes'
  from generate_series(1, ${rows}) as i`.execute(db);
await sql`
  insert into products (company_ruc, main_code, aux_code, description, unit_price, itbms_code, unit_code,
    cpbs_code, active)
  select ${demoRuc}, 'P' || lpad(i::text, 6, '0'), '745' || lpad(i::text, 10, '0'),
    (array['Tornillo', 'Cemento', 'Pintura', 'Cable', 'Tubo', 'Bombillo', 'Martillo', 'Clavo', 'Arena', 'Madera',
      'Cerámica', 'Silicón'])[1 + i % 12] || ' ' ||
    (array['galvanizado', 'gris', 'blanca', 'eléctrico', 'PVC', 'LED', 'de acero', 'de 2 pulgadas', 'fina',
      'de pino', 'de piso', 'transparente'])[1 + (i / 12) % 12] || ' ' || i,
    (i % 50000) / 100.0 + 0.5, '01', 'und', '3011', i % 20 <> 0
  from generate_series(1, ${rows}) as i`.execute(db);
// As autovacuum leaves a table in service: statistics and a visibility map (index-only counts).
await sql`vacuum analyze customers`.execute(db);
await sql`vacuum analyze products`.execute(db);
report(
  'master_data.bulk_load',
  (performance.now() - loadStarted) / 1000,
  `s for ${rows} customers and ${rows} products`,
);

const accessToken = await server.login('adm@demo.facturar.test');

async function timeCall(path: string): Promise<{ p50: number; p99: number; found: number }> {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < repeats; run++) {
    const at = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as { totalElements?: number } | unknown[];
    if (response.status !== 200) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - at);
    found = Array.isArray(body) ? body.length : (body.totalElements ?? 0);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), found };
}

const deepPage = Math.floor(rows / 15 / 2);
const calls: Record<string, string> = {
  'customers.page_1': `/api/admin/clientes/${demoRuc}?page=0&size=15&sort=fechaRegistro,desc`,
  [`customers.page_${deepPage + 1}`]: `/api/admin/clientes/${demoRuc}?page=${deepPage}&size=15&sort=fechaRegistro,desc`,
  'customers.search_name': `/api/admin/clientes/buscar/${demoRuc}?parametroBusqueda=${encodeURIComponent('sanchez 4711')}`,
  'customers.search_name_accents': `/api/admin/clientes/buscar/${demoRuc}?parametroBusqueda=${encodeURIComponent('abrego')}`,
  'customers.search_identification': `/api/admin/clientes/buscar/${demoRuc}?parametroBusqueda=155012345`,
  'products.page_1': `/api/admin/productos/${demoRuc}?page=0&size=15&sort=idProducto,desc`,
  [`products.page_${deepPage + 1}`]: `/api/admin/productos/${demoRuc}?page=${deepPage}&size=15&sort=idProducto,desc`,
  'products.search_code': `/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=P04711`,
  'products.search_description': `/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=${encodeURIComponent('ceramica de piso 90')}`,
  'products.search_all_states': `/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=${encodeURIComponent('silicon')}&incluirInactivos=true`,
};
for (const [name, path] of Object.entries(calls)) {
  const { p50, p99, found } = await timeCall(path);
  report(`master_data.${name}.p50`, p50, 'ms');
  report(`master_data.${name}.p99`, p99, `ms (${found} ${found === 1 ? 'row' : 'rows'})`);
}

await server.close();
