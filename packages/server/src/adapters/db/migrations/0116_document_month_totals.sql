-- Each company's documents per Panama month of issue, status and type: how many and their amount (issue
-- 25 §5, ADR 0198). The home dashboard showed twelve months of them by reading every document of those
-- months: 0.6 s at 10M documents over 144 months (69,000 a month), ten times what it took at 1M. Kept by
-- the same statement triggers as document_counts, in the same 16 slots (id mod 16), so that concurrent
-- issuing and sending transactions of one company rarely wait on the same row. An archived month's
-- documents (ADR 0189) stay counted: the table is of every document issued, and the dashboard reads the
-- last twelve months only.

-- A document's Panama month of issue (UTC-5 all year), and the sign its ITBMS counts with (a credit note's
-- subtracts).
create function document_panama_month(issued_at timestamptz) returns date language sql immutable as $$
  select date_trunc('month', (issued_at at time zone 'UTC') - interval '5 hours')::date
$$;
create function document_rate_sign(doc_type text) returns integer language sql immutable as $$
  select case when doc_type in ('04', '06') then -1 else 1 end
$$;

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
select company_ruc, document_panama_month(issued_at), status,
       doc_type, (id % 16)::smallint, count(*), sum(total)
  from documents group by 1, 2, 3, 4, 5;

create or replace function count_documents_inserted() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  insert into document_month_totals (company_ruc, month, status, doc_type, slot, documents, total)
  select company_ruc, document_panama_month(issued_at), status,
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
    select n.company_ruc, document_panama_month(n.issued_at)
             as month, n.status, n.doc_type, (n.id % 16)::smallint as slot, 1 as documents, n.total
      from new_rows n join old_rows o on o.id = n.id
     where (o.status, o.company_ruc, o.doc_type, o.issued_at, o.total)
           is distinct from (n.status, n.company_ruc, n.doc_type, n.issued_at, n.total)
    union all
    select o.company_ruc, document_panama_month(o.issued_at),
           o.status, o.doc_type, (o.id % 16)::smallint, -1, -o.total
      from old_rows o join new_rows n on n.id = o.id
     where (o.status, o.company_ruc, o.doc_type, o.issued_at, o.total)
           is distinct from (n.status, n.company_ruc, n.doc_type, n.issued_at, n.total)
  ) as changes
  group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (company_ruc, month, status, doc_type, slot) do update
    set documents = document_month_totals.documents + excluded.documents,
        total = document_month_totals.total + excluded.total;
  -- A document with rates that enters or leaves the authorised state (cancelled, in service) takes them
  -- into or out of its month.
  insert into document_month_rates (company_ruc, month, rate, slot, base, tax)
  select company_ruc, month, rate, slot, sum(base), sum(tax) from (
    select n.company_ruc, document_panama_month(n.issued_at) as month, r.rate, (n.id % 16)::smallint as slot,
           r.base * document_rate_sign(n.doc_type) as base, r.tax * document_rate_sign(n.doc_type) as tax
      from new_rows n join old_rows o on o.id = n.id join document_itbms_rates r on r.document_id = n.id
     where n.status = 'AUT'
       and (o.status, o.company_ruc, o.doc_type, o.issued_at)
           is distinct from ('AUT', n.company_ruc, n.doc_type, n.issued_at)
    union all
    select o.company_ruc, document_panama_month(o.issued_at), r.rate, (o.id % 16)::smallint,
           -r.base * document_rate_sign(o.doc_type), -r.tax * document_rate_sign(o.doc_type)
      from old_rows o join new_rows n on n.id = o.id join document_itbms_rates r on r.document_id = o.id
     where o.status = 'AUT'
       and (n.status, n.company_ruc, n.doc_type, n.issued_at)
           is distinct from ('AUT', o.company_ruc, o.doc_type, o.issued_at)
  ) as changes
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (company_ruc, month, rate, slot) do update
    set base = document_month_rates.base + excluded.base, tax = document_month_rates.tax + excluded.tax;
  return null;
end
$$;

create or replace function count_documents_deleted() returns trigger language plpgsql as $$
begin
  insert into document_counts (company_ruc, status, slot, total)
  select company_ruc, status, (id % 16)::smallint, -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, status, slot) do update set total = document_counts.total + excluded.total;
  insert into document_month_totals (company_ruc, month, status, doc_type, slot, documents, total)
  select company_ruc, document_panama_month(issued_at), status,
         doc_type, (id % 16)::smallint, -count(*), -sum(total)
    from old_rows group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (company_ruc, month, status, doc_type, slot) do update
    set documents = document_month_totals.documents + excluded.documents,
        total = document_month_totals.total + excluded.total;
  return null;
end
$$;

-- The ITBMS of each company's authorised documents per Panama month of issue and rate, a credit note's
-- subtracting: the dashboard's "this month", which summed every rate of the month's documents (113 ms at
-- 10M documents). A document's rates are read from its XML once it is authorised (document_itbms_rates,
-- written by the dashboard) and count while it stays authorised: kept by the rates' triggers, and by the
-- documents' update trigger when a document with rates enters or leaves the authorised state.
create table document_month_rates (
  company_ruc text not null,
  month date not null,
  rate text not null,
  slot smallint not null,
  base numeric not null,
  tax numeric not null,
  primary key (company_ruc, month, rate, slot)
);

insert into document_month_rates (company_ruc, month, rate, slot, base, tax)
select d.company_ruc, document_panama_month(d.issued_at), r.rate, (d.id % 16)::smallint,
       sum(r.base * document_rate_sign(d.doc_type)), sum(r.tax * document_rate_sign(d.doc_type))
  from document_itbms_rates r join documents d on d.id = r.document_id
 where d.status = 'AUT'
 group by 1, 2, 3, 4;

-- Adds rates stored for authorised documents to their months (the trigger's argument 1), or takes rates
-- moved away out of them (-1): the statement's rows in `changed_rates`.
create function count_document_rates() returns trigger language plpgsql as $$
declare
  direction integer := tg_argv[0]::integer;
begin
  insert into document_month_rates (company_ruc, month, rate, slot, base, tax)
  select d.company_ruc, document_panama_month(d.issued_at), r.rate, (d.id % 16)::smallint,
         direction * sum(r.base * document_rate_sign(d.doc_type)),
         direction * sum(r.tax * document_rate_sign(d.doc_type))
    from changed_rates r join documents d on d.id = r.document_id
   where d.status = 'AUT'
   group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (company_ruc, month, rate, slot) do update
    set base = document_month_rates.base + excluded.base, tax = document_month_rates.tax + excluded.tax;
  return null;
end
$$;

create trigger document_rates_counted_on_insert after insert on document_itbms_rates
  referencing new table as changed_rates for each statement execute function count_document_rates('1');
create trigger document_rates_counted_on_delete after delete on document_itbms_rates
  referencing old table as changed_rates for each statement execute function count_document_rates('-1');
