-- Reports too large to answer at once (issue 18, ADR 0048): a worker writes the workbook, kept in chunks of
-- about 1 MB so neither the worker nor the download holds the whole file in memory, and in the database so
-- any api process can hand it out. status: PEN queued, RUN being written, LIS ready, ERR failed.
create table report_jobs (
  id uuid primary key,
  company_ruc text not null references companies (ruc),
  requested_by integer not null references company_users (id),
  kind text not null,
  -- The checked request and the companies it reaches, as the service resolved them for the caller.
  request text not null,
  status text not null default 'PEN' check (status in ('PEN', 'RUN', 'LIS', 'ERR')),
  total_rows integer not null,
  written_rows integer not null default 0,
  file_name text not null,
  file_bytes bigint,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index report_jobs_company_idx on report_jobs (company_ruc, created_at desc);

create table report_job_chunks (
  job_id uuid not null references report_jobs (id) on delete cascade,
  seq integer not null,
  data bytea not null,
  primary key (job_id, seq)
);
