-- The resources of spec 000 §2 (menu, user menu, configuration permissions) and the permission sets that
-- grant them. Reference data, not demo data: every installation has it.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order) values
  ('ADM', 'Administración', 'Administración', 'Administración', null, 100),
  ('CLI', 'Clientes', 'Clientes', 'Clientes', 'ADM', 101),
  ('SUS', 'Clave Suscripción', 'Clave de Suscripción', 'Clave Suscripción', 'ADM', 102),
  ('PRV', 'Proveedores', 'Proveedores', 'Proveedores', 'ADM', 103),
  ('USU', 'Usuarios', 'Administración de Usuarios', 'Usuarios', 'ADM', 104),
  ('PRO', 'Productos/Servicios', 'Productos/Servicios', 'Productos', 'ADM', 105),
  ('PAR', 'Partners', 'Partners', 'Partners', 'ADM', 106),
  ('DCE', 'Comprobantes por Empresa', 'Comprobantes por Empresa', 'Comp. por Empresa', 'ADM', 107),
  ('ADP', 'Adm. Partners', 'Administración de Partners', 'Adm. Partners', 'ADM', 108),
  ('CSE', 'Puntos de Emisión', 'Puntos de Emisión', 'Puntos de Emisión', 'ADM', 109),
  ('ASE', 'Asignación de Puntos de Emisión', 'Asignación de Puntos de Emisión', 'Asignación Puntos', 'ADM', 110),
  ('AEM', 'Empresas', 'Empresas', 'Empresas', 'ADM', 111),
  ('ACT', 'Contadores', 'Contadores', 'Contadores', 'ADM', 112),
  ('APQ', 'Pagos', 'Revisión de Pagos de Paquetes', 'Pagos', 'ADM', 113),
  ('AGC', 'Administración Generación de Comprobantes', 'Administración Generación de Comprobantes', 'Generación', 'ADM', 114),
  ('GEN', 'Generación de Comprobantes', 'Generación de Comprobantes', 'Generación', null, 200),
  ('FUE', 'Creación por Excel', 'Creación de Comprobantes por Excel', 'Carga Excel', 'GEN', 201),
  ('FOP', 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna', 'Factura Op. Interna', 'GEN', 202),
  ('FEX', 'Factura de Exportación', 'Emisión de Factura de Exportación', 'Factura Exportación', 'GEN', 203),
  ('FIM', 'Factura de Importación', 'Emisión de Factura de Importación', 'Factura Importación', 'GEN', 204),
  ('FZF', 'Factura de Zona Franca', 'Emisión de Factura de Zona Franca', 'Factura Zona Franca', 'GEN', 205),
  ('NDG', 'Nota de Débito Genérica', 'Emisión de Nota de Débito Genérica', 'Nota Débito Genérica', 'GEN', 206),
  ('NDR', 'Nota de Débito Referente a FE', 'Emisión de Nota de Débito Referente a una o varias FE', 'Nota Débito Referente', 'GEN', 207),
  ('NCG', 'Nota de Crédito Genérica', 'Emisión de Nota de Crédito Genérica', 'Nota Crédito Genérica', 'GEN', 208),
  ('NCR', 'Nota de Crédito Referente a FE', 'Emisión de Nota de Crédito Referente a una o varias FE', 'Nota Crédito Referente', 'GEN', 209),
  ('REE', 'Reembolso', 'Emisión de Reembolso', 'Reembolso', 'GEN', 210),
  ('REP', 'Repositorio de Comprobantes', 'Repositorio de Comprobantes', 'Repositorio', null, 300),
  ('AUT', 'Emitidos Autorizados', 'Comprobantes Emitidos Autorizados', 'Comp. Autorizados', 'REP', 301),
  ('NAU', 'Emitidos No Autorizados', 'Comprobantes Emitidos No Autorizados', 'Comp. No Autorizados', 'REP', 302),
  ('PEN', 'Pendientes', 'Pendientes', 'Comp. Pendientes', 'REP', 303),
  ('ANU', 'Anulados', 'Comprobantes Anulados', 'Comp. Anulados', 'REP', 304),
  ('CRA', 'Recibidos', 'Comprobantes Recibidos', 'Comp. Recibidos', 'REP', 305),
  ('CAC', 'Carga de comprobantes', 'Carga de comprobantes', 'Carga Comprobantes', 'REP', 306),
  ('REPO', 'Reporte de Comprobantes', 'Reporte de Comprobantes', 'Reportes', null, 400),
  ('RCE', 'Comprobantes Emitidos', 'Reporte de Comprobantes Emitidos', 'Rep. Emitidos', 'REPO', 401),
  ('CPD', 'Estado PAC-DGI', 'Reporte de Estado de Comprobantes PAC-DGI', 'Rep. PAC-DGI', 'REPO', 402),
  ('RCR', 'Comprobantes Recibidos', 'Reporte de Comprobantes Recibidos', 'Rep. Recibidos', 'REPO', 403),
  ('RIV', 'Reporte de Ventas', 'Reporte de Ventas', 'Rep. Ventas', 'REPO', 404),
  ('RFR', 'No Autorizados', 'Reporte de Comprobantes No Autorizados', 'Rep. No Autorizados', 'REPO', 405),
  ('RED', 'Emitidos con Detalle', 'Reporte de Comprobantes Emitidos con Detalle', 'Rep. Detalle', 'REPO', 406),
  ('EVE', 'Eventos', 'Eventos', 'Eventos', null, 500),
  ('EAN', 'Eventos de Anulación', 'Evento de Anulación', 'Anulación', 'EVE', 501),
  ('EMA', 'Eventos de Manifestación', 'Eventos de Manifestación', 'Manifestación', 'EVE', 502),
  ('CON', 'Consultas', 'Consultas', 'Consultas', null, 600),
  ('CMR', 'Consulta masiva de RUC', 'Consulta Masiva de RUC', 'Consulta RUC', 'CON', 601),
  ('IEM', 'Información de la Empresa', 'Información de la Empresa', 'Empresa', 'USR', 701),
  ('CCO', 'Cambiar Contraseña', 'Cambio de Contraseña', 'Contraseña', 'USR', 702),
  ('SCE', 'Cargar Certificado', 'Cargar Certificado', 'Certificado', 'USR', 703),
  ('CRS', 'Cargar Logos', 'Cargar Logos', 'Logos', 'USR', 704),
  ('CQR', 'Código de Seguridad QR', 'Administración del Código de Seguridad QR', 'Código QR', 'USR', 705),
  ('APA', 'Afiliación al PAC', 'Administración de Afiliación al PAC', 'Afiliación PAC', 'USR', 706),
  ('APL', 'Adquirir plan', 'Adquirir plan', 'Planes', 'CFG', 801),
  ('SCO', 'Subir comprobante', 'Subir comprobante de pago', 'Subir comprobante', 'CFG', 802),
  ('CDI', 'Comprobantes disponibles', 'Comprobantes disponibles', 'Disponibles', 'CFG', 803);

-- Company administrator: the whole of its company's work.
insert into permission_resources (perm_key, resource_id)
select 'EMP-ADM', id from resources where id in (
  'ADM', 'CLI', 'PRV', 'USU', 'PRO', 'CSE', 'ASE',
  'GEN', 'FUE', 'FOP', 'FEX', 'FIM', 'FZF', 'NDG', 'NDR', 'NCG', 'NCR', 'REE',
  'REP', 'AUT', 'NAU', 'PEN', 'ANU', 'CRA', 'CAC',
  'REPO', 'RCE', 'CPD', 'RCR', 'RIV', 'RFR', 'RED',
  'EVE', 'EAN', 'CON', 'CMR',
  'IEM', 'CCO', 'SCE', 'CRS', 'CQR', 'APA', 'APL', 'SCO', 'CDI');

-- Internal user (invoicer): issues and consults, keeps customers and products; no company set-up.
insert into permission_resources (perm_key, resource_id)
select 'EMP-INT', id from resources where id in (
  'ADM', 'CLI', 'PRO',
  'GEN', 'FUE', 'FOP', 'FEX', 'FIM', 'FZF', 'NDG', 'NDR', 'NCG', 'NCR', 'REE',
  'REP', 'AUT', 'NAU', 'PEN', 'ANU', 'CRA',
  'REPO', 'RCE', 'RCR', 'RIV',
  'EVE', 'EAN',
  'IEM', 'CCO', 'CDI');

-- Partner firm (accounting firm): its affiliated companies and their vouchers.
insert into permission_resources (perm_key, resource_id)
select 'PAR-ADM', id from resources where id in ('ADM', 'PAR', 'DCE', 'USU', 'REPO', 'RCE', 'CON', 'CMR', 'IEM', 'CCO');
insert into permission_resources (perm_key, resource_id)
select 'PAR-INT', id from resources where id in ('ADM', 'PAR', 'DCE', 'REPO', 'RCE', 'CCO');

-- Platform administrator: companies, partners, subscription keys, payments.
insert into permission_resources (perm_key, resource_id)
select 'PLT-ADM', id from resources where id in (
  'ADM', 'SUS', 'USU', 'DCE', 'ADP', 'AEM', 'ACT', 'APQ', 'AGC', 'CON', 'CMR', 'CCO');
insert into permission_resources (perm_key, resource_id)
select 'PLT-INT', id from resources where id in ('ADM', 'AEM', 'APQ', 'CON', 'CMR', 'CCO');
