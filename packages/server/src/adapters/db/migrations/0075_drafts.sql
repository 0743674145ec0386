-- Drafts (issue 28 §1, ADR 0115): an emission form saved on the server as it is typed. The form's values
-- are the web's own shape, kept as JSON text (bounded by the contract); the receiver's name and the total
-- are copied out for the list. `version` makes a save over a newer one fail instead of losing it. A draft
-- holds no number and no CUFE: nothing is reserved until it is issued.
create table drafts (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  document_type text not null,
  state text not null,
  receiver_name text not null,
  total numeric(15, 2) not null,
  version integer not null default 1,
  created_by integer not null references company_users (id),
  updated_by integer not null references company_users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index drafts_company_idx on drafts (company_ruc, updated_at desc);
create index drafts_editor_idx on drafts (updated_by, document_type, updated_at desc);
