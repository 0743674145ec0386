-- The information screen (spec 000 §2 'Information screen'; issue 14): resource -1, one of the numeric
-- codes the spec lists without content. Its parent is the user menu's, so it shows in neither menu; home
-- opens it, and every profile of every kind of company may read it.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order) values
  ('-1', 'Información', 'Información sobre Comprobantes Electrónicos', 'Información', 'USR', 707);

insert into permission_resources (perm_key, resource_id)
select perm_key, '-1' from (values ('EMP-ADM'), ('EMP-INT'), ('PAR-ADM'), ('PAR-INT'), ('PLT-ADM'), ('PLT-INT'))
  as keys (perm_key);
