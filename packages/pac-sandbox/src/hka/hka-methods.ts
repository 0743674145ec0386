/** The nine methods of the HKA/EBI integration API (shared/pac/README.md §2.2). */
export const HKA_METHODS = [
  'Enviar',
  'EstadoDocumento',
  'AnulacionDocumento',
  'DescargaXML',
  'DescargaPDF',
  'FoliosRestantes',
  'ConsultarRucDV',
  'EnvioCorreo',
  'RastreoCorreo',
] as const;
export type HkaMethod = (typeof HKA_METHODS)[number];

/** Where the WCF service lives on HKA's and EBI's hosts. */
export const HKA_SERVICE_PATH = '/ws/obj/v1.0/Service.svc';
