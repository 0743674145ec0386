/**
 * The export group as a form holds it: the texts as typed, which `exportDataSchema` judges (spec 002 §5).
 * The web's emission form starts from `emptyExportData`, and the demo seed's drafts fill it in.
 */
export type ExportDataDraft = {
  condicionEntrega: string;
  monedaOperacion: string;
  detalleMoneda: string;
  tipoCambio: string;
  montoMoneda: string;
  puertoEmbarque: string;
};

export const emptyExportData: ExportDataDraft = {
  condicionEntrega: '',
  monedaOperacion: '',
  detalleMoneda: '',
  tipoCambio: '',
  montoMoneda: '',
  puertoEmbarque: '',
};
