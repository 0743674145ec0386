-- 'Probar conexión' (issue 30): the last answer, which the company's ADM sees read-only beside the family
-- and environment. Kept apart from updated_at, which marks a change of the connection itself (the cached
-- PAC client of the company follows it).
alter table company_pac_connections add column last_test_at timestamptz;
alter table company_pac_connections add column last_test_ok boolean;
alter table company_pac_connections add column last_test_message text;
