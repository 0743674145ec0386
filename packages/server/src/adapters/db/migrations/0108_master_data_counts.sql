-- The master-data lists (customers, providers, products; spec 001 §2) at 100,000 rows of one company
-- (issue 25): their page answers `totalElements`, which a count(*) read from every row on every page
-- (≈ 70 ms of the 50 ms bar on PostgreSQL). As the voucher lists do (0004, ADR 0009), statement-level
-- triggers keep each company's count per list in 16 slots (row id mod 16), so concurrent writers of one
-- company rarely wait on the same counter row; a list's count is the sum of its slots (ADR 0154).
create table master_data_counts (
  company_ruc text not null,
  list text not null check (list in ('customers', 'providers', 'products')),
  slot smallint not null,
  total bigint not null,
  primary key (company_ruc, list, slot)
);

insert into master_data_counts (company_ruc, list, slot, total)
select company_ruc, 'customers', (id % 16)::smallint, count(*) from customers where is_customer group by 1, 2, 3
union all
select company_ruc, 'providers', (id % 16)::smallint, count(*) from customers where is_provider group by 1, 2, 3
union all
select company_ruc, 'products', (id % 16)::smallint, count(*) from products group by 1, 2, 3;

-- A customer row counts in each list of the roles it has; an update moves it only when a role (or its
-- company) changed, so editing a customer's name writes no counter.
create function count_customers_changed() returns trigger language plpgsql as $$
begin
  insert into master_data_counts (company_ruc, list, slot, total)
  select company_ruc, list, slot, sum(delta) from (
    select company_ruc, 'customers' as list, (id % 16)::smallint as slot, 1 as delta from new_rows where is_customer
    union all
    select company_ruc, 'providers', (id % 16)::smallint, 1 from new_rows where is_provider
    union all
    select company_ruc, 'customers', (id % 16)::smallint, -1 from old_rows where is_customer
    union all
    select company_ruc, 'providers', (id % 16)::smallint, -1 from old_rows where is_provider
  ) as changes
  group by 1, 2, 3 having sum(delta) <> 0 order by 1, 2, 3
  on conflict (company_ruc, list, slot) do update set total = master_data_counts.total + excluded.total;
  return null;
end
$$;

-- The insert and delete triggers see one transition table only: the other side is an empty one.
create function count_customers_inserted() returns trigger language plpgsql as $$
begin
  insert into master_data_counts (company_ruc, list, slot, total)
  select company_ruc, list, slot, count(*) from (
    select company_ruc, 'customers' as list, (id % 16)::smallint as slot from new_rows where is_customer
    union all
    select company_ruc, 'providers', (id % 16)::smallint from new_rows where is_provider
  ) as added
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, list, slot) do update set total = master_data_counts.total + excluded.total;
  return null;
end
$$;

create function count_customers_deleted() returns trigger language plpgsql as $$
begin
  insert into master_data_counts (company_ruc, list, slot, total)
  select company_ruc, list, slot, -count(*) from (
    select company_ruc, 'customers' as list, (id % 16)::smallint as slot from old_rows where is_customer
    union all
    select company_ruc, 'providers', (id % 16)::smallint from old_rows where is_provider
  ) as removed
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, list, slot) do update set total = master_data_counts.total + excluded.total;
  return null;
end
$$;

create trigger customers_counted_on_insert after insert on customers
  referencing new table as new_rows for each statement execute function count_customers_inserted();
create trigger customers_counted_on_update after update on customers
  referencing old table as old_rows new table as new_rows
  for each statement execute function count_customers_changed();
create trigger customers_counted_on_delete after delete on customers
  referencing old table as old_rows for each statement execute function count_customers_deleted();

create function count_products_inserted() returns trigger language plpgsql as $$
begin
  insert into master_data_counts (company_ruc, list, slot, total)
  select company_ruc, 'products', (id % 16)::smallint, count(*) from new_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, list, slot) do update set total = master_data_counts.total + excluded.total;
  return null;
end
$$;

create function count_products_deleted() returns trigger language plpgsql as $$
begin
  insert into master_data_counts (company_ruc, list, slot, total)
  select company_ruc, 'products', (id % 16)::smallint, -count(*) from old_rows group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_ruc, list, slot) do update set total = master_data_counts.total + excluded.total;
  return null;
end
$$;

create trigger products_counted_on_insert after insert on products
  referencing new table as new_rows for each statement execute function count_products_inserted();
create trigger products_counted_on_delete after delete on products
  referencing old table as old_rows for each statement execute function count_products_deleted();
