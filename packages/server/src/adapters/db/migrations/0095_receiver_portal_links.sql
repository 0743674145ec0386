-- The receivers' portal (issue 27 §4, ADR 0135). Every request for a sign-in link is kept, whether or not an
-- issuer has that RUC and e-mail on file, so the limits per RUC and per e-mail count alike either way and the
-- answer tells nothing. The worker that checks the pair stores the link's token only as its SHA-256; using
-- the link marks it used, so it signs in once, within its 15 minutes.
create table receiver_portal_links (
  id bigint generated always as identity primary key,
  receiver_ruc text not null,
  receiver_dv text not null,
  email text not null,
  token_hash text unique,
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index receiver_portal_links_ruc_idx on receiver_portal_links (receiver_ruc, requested_at);
create index receiver_portal_links_email_idx on receiver_portal_links (email, requested_at);
