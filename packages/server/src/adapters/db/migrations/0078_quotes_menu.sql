-- 'Cotizaciones' (issue 28 §2): the quotes list, under 'Generación de Comprobantes' after 'Borradores' and
-- 'Programadas' (212, migration 0080 of the recurring invoices),
-- for everyone who may issue. Nothing of the spec's menu moves.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order) values
  ('CTZ', 'Cotizaciones', 'Cotizaciones', 'Cotizaciones', 'GEN', 213);
insert into permission_resources (perm_key, resource_id)
select perm_key, 'CTZ' from permission_resources where resource_id = 'FOP';
