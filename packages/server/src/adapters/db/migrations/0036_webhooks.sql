-- Webhooks (issue 26, ADR 0076). The signing secret is sealed (secret box) like the certificates; a rolled
-- secret keeps the previous one valid until previous_secret_until. failing_since is the first failure of
-- the current run of failures: three days of them disable the endpoint.
create table webhook_endpoints (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  url text not null,
  events text[] not null,
  secret_sealed text not null,
  previous_secret_sealed text,
  previous_secret_until timestamptz,
  failing_since timestamptz,
  disabled_at timestamptz,
  created_by integer not null references company_users (id),
  created_at timestamptz not null default now()
);
create index webhook_endpoints_company_idx on webhook_endpoints (company_ruc, id);

-- One row per event and endpoint, written in the transaction of the change it reports. `ordering_key`
-- (the document, or the event's own subject) keeps one endpoint's deliveries about one thing in order: a
-- delivery waits while an older one with the same key is pending. The last attempt is kept on the row.
create table webhook_deliveries (
  id bigint generated always as identity primary key,
  endpoint_id integer not null references webhook_endpoints (id) on delete cascade,
  company_ruc text not null references companies (ruc),
  event text not null,
  ordering_key text not null,
  payload text not null,
  status text not null default 'PEN' check (status in ('PEN', 'OK', 'ERR')),
  attempts integer not null default 0,
  claimed_until timestamptz,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_latency_ms integer,
  last_response text,
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);
create index webhook_deliveries_order_idx on webhook_deliveries (endpoint_id, ordering_key, id)
  where status = 'PEN';
create index webhook_deliveries_company_idx on webhook_deliveries (company_ruc, id desc);
