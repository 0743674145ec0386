-- 'Compartir' (issue 27 §1, ADR 0056): one public link per authorised or cancelled document. The token is a
-- read capability for that one document: looked up by its SHA-256, kept sealed with the data key so the
-- issuer can copy the same link again, and deleted when the issuer withdraws it (a new share makes a new one).
create table document_share_links (
  document_id bigint primary key references documents (id),
  company_ruc text not null,
  token_hash text not null unique,
  token_sealed text not null,
  created_at timestamptz not null default now()
);
