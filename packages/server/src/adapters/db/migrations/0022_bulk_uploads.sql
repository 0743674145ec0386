-- FUE: the .xlsx files of documents (issue 19, ADR 0052). The file is kept so any worker can process it
-- (and resume it) and its errors workbook can be rebuilt; its hash keys the documents it issues.
create table bulk_uploads (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  company_user_id integer not null references company_users (id),
  file_name text not null,
  file_hash text not null,
  format_code text not null,
  content bytea not null,
  -- VAL validating, EMI issuing, FIN finished, ERR could not be processed
  status text not null default 'VAL' check (status in ('VAL', 'EMI', 'FIN', 'ERR')),
  rows_total integer not null default 0,
  rows_validated integer not null default 0,
  documents_total integer not null default 0,
  documents_invalid integer not null default 0,
  documents_issued integer not null default 0,
  documents_replayed integer not null default 0,
  problems jsonb not null default '[]',
  failure text,
  created_at timestamptz not null default now(),
  validated_at timestamptz,
  finished_at timestamptz,
  mailed_at timestamptz
);
create index bulk_uploads_company_idx on bulk_uploads (company_ruc, id desc);
