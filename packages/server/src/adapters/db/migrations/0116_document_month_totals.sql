-- Each company's documents per Panama month of issue, status and type: how many and their amount (issue
-- 25 §5, ADR 0198). The home dashboard showed twelve months of them by reading every document of those
-- months: 0.6 s at 10M documents over 144 months (69,000 a month), ten times what it took at 1M. Kept by
-- the same statement triggers as document_counts, in the same 16 slots (id mod 16), so that concurrent
-- issuing and sending transactions of one company rarely wait on the same row. An archived month's
-- documents (ADR 0189) stay counted: the table is of every document issued, and the dashboard reads the
-- last twelve months only.
create table document_month_totals (
  company_ruc text not null,
  month date not null,
  status text not null,
  doc_type text not null,
  slot smallint not null,
  documents bigint not null,
  total numeric not null,
  primary key (company_ruc, month, status, doc_type, slot)
);

insert into document_month_totals (company_ruc, month, status, doc_type, slot, documents, total)
select company_ruc, date_trunc('month', (issued_at at time zone 'UTC') - interval '5 hours')::date, status,
       doc_type, (id % 16)::smallint, count(*), sum(total)
  from documents group by 1, 2, 3, 4, 5;

create or replace function count_documents_inserted() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  insert into document_month_totals (company_ruc, month, status, doc_type, slot, documents, total)
  select company_ruc, date_trunc('month', (issued_at at time zone 'UTC') - interval '5 hours')::date, status,
         doc_type, (id % 16)::smallint, count(*), sum(total)
    from new_rows group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (company_ruc, month, status, doc_type, slot) do update
    set documents = document_month_totals.documents + excluded.documents,
        total = document_month_totals.total + excluded.total;
  return null;
end
$$;

create or replace function count_documents_updated() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, slot, sum(delta) from (
    select n.company_ruc, n.status, (n.id % 16)::smallint as slot, 1 as delta
      from new_rows n join old_rows o on o.id = n.id
     where o.status <> n.status or o.company_ruc <> n.company_ruc
    union all
    select o.company_ruc, o.status, (o.id % 16)::smallint, -1
      from old_rows o join new_rows n on n.id = o.id
     where o.status <> n.status or o.company_ruc <> n.company_ruc
  ) as changes
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  -- Only the rows whose month, status, type or amount changed: a document's issue date, type and amount
  -- are set when it is stored, so in service that is a change of status.
  insert into document_month_totals (company_ruc, month, status, doc_type, slot, documents, total)
  select company_ruc, month, status, doc_type, slot, sum(documents), sum(total) from (
    select n.company_ruc, date_trunc('month', (n.issued_at at time zone 'UTC') - interval '5 hours')::date
             as month, n.status, n.doc_type, (n.id % 16)::smallint as slot, 1 as documents, n.total
      from new_rows n join old_rows o on o.id = n.id
     where (o.status, o.company_ruc, o.doc_type, o.issued_at, o.total)
           is distinct from (n.status, n.company_ruc, n.doc_type, n.issued_at, n.total)
    union all
    select o.company_ruc, date_trunc('month', (o.issued_at at time zone 'UTC') - interval '5 hours')::date,
           o.status, o.doc_type, (o.id % 16)::smallint, -1, -o.total
      from old_rows o join new_rows n on n.id = o.id
     where (o.status, o.company_ruc, o.doc_type, o.issued_at, o.total)
           is distinct from (n.status, n.company_ruc, n.doc_type, n.issued_at, n.total)
  ) as changes
  group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (company_ruc, month, status, doc_type, slot) do update
    set documents = document_month_totals.documents + excluded.documents,
        total = document_month_totals.total + excluded.total;
  return null;
end
$$;

create or replace function count_documents_deleted() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  insert into document_month_totals (company_ruc, month, status, doc_type, slot, documents, total)
  select company_ruc, date_trunc('month', (issued_at at time zone 'UTC') - interval '5 hours')::date, status,
         doc_type, (id % 16)::smallint, -count(*), -sum(total)
    from old_rows group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (company_ruc, month, status, doc_type, slot) do update
    set documents = document_month_totals.documents + excluded.documents,
        total = document_month_totals.total + excluded.total;
  return null;
end
$$;
