-- The deep pages of a broad receiver search read from the receiver's indexes (issue 25 §4, ADR 0192):
-- both carry the issue date, the name's also the name, so the deep page of a broad prefix takes the ids of its matches by name from that index alone and keeps the
-- page's place among them (voucher-list-repository.ts). Before, PostgreSQL walked the year's documents by
-- id and read each row: 160,000 rows and 6,464 buffers for page 1,001 of a prefix that matches a tenth of
-- the documents. The identification's index does not carry the name: with both columns it held all the
-- search compares, and PostgreSQL then preferred to read a whole list's entries in it over the two
-- prefixes' ranges (a narrow search's count 2.5 → 6.7 ms).
create index documents_list_receiver_id_dated_idx
  on documents (company_ruc, status, receiver_identification text_pattern_ops, id desc)
  include (issued_at);
create index documents_list_receiver_name_dated_idx
  on documents (company_ruc, status, lower(receiver_name) text_pattern_ops, id desc)
  include (issued_at, receiver_name);
drop index documents_list_receiver_id_idx;
drop index documents_list_receiver_name_idx;
