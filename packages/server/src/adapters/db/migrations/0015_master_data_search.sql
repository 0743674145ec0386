-- Master-data searches (spec 001 §2: customers and providers by RUC/DNI/name, products by code or
-- description) match anywhere in the text, accent- and case-insensitively; trigram indexes answer them
-- without reading every row of a company with 100,000 customers or products (bench/README.md).
create extension if not exists pg_trgm;

create index customers_identification_trgm on customers using gin (identification gin_trgm_ops);
create index customers_name_trgm on customers
  using gin (translate(lower(name), 'áéíóúüñ', 'aeiouun') gin_trgm_ops);

create index products_main_code_trgm on products using gin (main_code gin_trgm_ops);
create index products_aux_code_trgm on products using gin (aux_code gin_trgm_ops);
create index products_description_trgm on products
  using gin (translate(lower(description), 'áéíóúüñ', 'aeiouun') gin_trgm_ops);
-- The product list's order (idProducto, newest first) within a company.
create index products_company_id_idx on products (company_ruc, id desc);
-- The customer list's order within the customer role: its pages and its count read only this index.
create index customers_customer_list_idx on customers (company_ruc, created_at desc, id desc) where is_customer;
