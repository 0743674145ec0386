-- 'Compartir' for a quote (issue 28 §2, ADR 0144): one public link per quote, as for documents (migration
-- 0055). The token is a read capability for that one quote, looked up by its SHA-256, kept sealed so the
-- issuer can copy the same link again, and deleted when withdrawn (a new share makes a new one).
create table quote_share_links (
  quote_id integer primary key references quotes (id),
  company_ruc text not null,
  token_hash text not null unique,
  token_sealed text not null,
  created_at timestamptz not null default now()
);
