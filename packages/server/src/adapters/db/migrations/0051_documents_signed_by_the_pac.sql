-- Documents the PAC signs (the HKA/EBI integration API, issue 30, ADR 0090). Until the PAC answers, such a
-- document holds our unsigned rFE with a provisional CUFE; the PAC's CUFE, signed XML (DescargaXML, with
-- its QR) and protocol replace them on authorisation. `pac_document_xml` is the DocumentoElectronico
-- exactly as sent, so a retry sends the same object under the same natural key.
alter table documents add column pac_family text not null default 'dgi' check (pac_family in ('dgi', 'hka'));
alter table documents add column pac_document_xml text;
