-- The audit log (issue 12, ADR 0023): security and fiscal events of each company, one hash chain per
-- company. A row's hash is SHA-256 of the previous row's hash and the row's own canonical content, so an
-- edited, deleted or reordered row breaks the chain that `facturar audit verify` walks.
create table audit_events (
  company_ruc text not null references companies (ruc),
  seq bigint not null,
  occurred_at timestamptz not null,
  kind text not null,
  actor_assignment_id integer,
  actor_name text,
  subject text,
  -- Canonical JSON (sorted keys) kept as text: the hash covers these exact characters.
  details text not null,
  previous_hash text not null,
  hash text not null,
  primary key (company_ruc, seq)
);

-- The newest row of each company's chain: appends lock it (one writer per chain at a time), and the
-- verification compares it with the chain's last row, so rows deleted from the end are detected too.
create table audit_chain_heads (
  company_ruc text primary key references companies (ruc),
  seq bigint not null,
  hash text not null
);

-- Append-only for the application's own statements: an UPDATE, DELETE or TRUNCATE of the log fails. A
-- database owner can still disable the trigger; that is what the hash chain is for (ADR 0023).
create function refuse_audit_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only' using errcode = 'insufficient_privilege';
end
$$;

create trigger audit_events_append_only
  before update or delete on audit_events
  for each row execute function refuse_audit_change();

create trigger audit_events_no_truncate
  before truncate on audit_events
  for each statement execute function refuse_audit_change();
