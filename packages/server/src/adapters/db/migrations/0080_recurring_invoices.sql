-- Recurring invoices (issue 28 §3, ADR 0120). A schedule keeps a copy of the generation body (JSON text) (prices and
-- receiver as they were when it was made, editable), the rule of its dates in Panama calendar days, the
-- billing point it issues from and the user it issues as. `next_date` is the next occurrence still to be
-- issued (null once ended); the daily job advances it after settling that occurrence.
create table recurring_schedules (
  id bigint generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  billing_point_id integer not null references billing_points (id),
  company_user_id integer not null references company_users (id),
  description text not null,
  request text not null,
  receiver_name text not null,
  total numeric(14, 2) not null,
  frequency text not null check (frequency in ('SEMANAL', 'MENSUAL', 'ANUAL')),
  day smallint not null,
  month smallint,
  start_date date not null,
  end_date date,
  occurrence_limit integer,
  state text not null default 'ACTIVA' check (state in ('ACTIVA', 'PAUSADA', 'FINALIZADA')),
  next_date date,
  settled_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index recurring_schedules_company on recurring_schedules (company_ruc, id);
create index recurring_schedules_due on recurring_schedules (next_date) where state = 'ACTIVA';

-- One row per date a schedule reached: issued (with its document), failed (with the Spanish reason, to be
-- issued by hand), or being issued. Unique per schedule and date, so a doubled job settles it once; the
-- document itself is issued with the Idempotency-Key `programacion-<schedule>-<date>`.
create table recurring_occurrences (
  id bigint generated always as identity primary key,
  schedule_id bigint not null references recurring_schedules (id),
  company_ruc text not null,
  due_date date not null,
  status text not null default 'EN_CURSO' check (status in ('EN_CURSO', 'EMITIDA', 'FALLIDA')),
  document_id bigint references documents (id),
  reason text,
  attempts integer not null default 0,
  updated_at timestamptz not null default now(),
  unique (schedule_id, due_date)
);
create index recurring_occurrences_company on recurring_occurrences (company_ruc, schedule_id);

-- 'Programadas' under Generación de Comprobantes, for the company's administrators and invoicers.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order) values
  ('PRG', 'Programadas', 'Facturas programadas', 'Programadas', 'GEN', 212);
insert into permission_resources (perm_key, resource_id) values ('EMP-ADM', 'PRG'), ('EMP-INT', 'PRG');
