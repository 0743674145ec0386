-- The API key a document was issued with (issue 26, ADR 0111). company_user_id stays the key's creator
-- (a document needs a user); the repositories name the key instead of that user.
alter table documents add column api_key_id integer references api_keys (id);
