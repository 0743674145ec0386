-- 'Borradores' (issue 28 §1): the drafts list, under 'Generación de Comprobantes' after the nine forms, for
-- everyone who may issue (the company's administrator and its invoicers). Nothing of the spec's menu moves.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order) values
  ('BOR', 'Borradores', 'Borradores de comprobantes', 'Borradores', 'GEN', 211);
insert into permission_resources (perm_key, resource_id)
select perm_key, 'BOR' from permission_resources where resource_id = 'FOP';
