/** The row data every voucher action needs (spec 001 §3 'Voucher row', 'Received voucher row'). */
export type VoucherRef = {
  /** idComprobanteElectronico */
  id: number;
  /** The CUFE (access key): names the XML and PDF files and the failure message. */
  accessKey: string;
  /** tipoComprobanteElectronico.codigoComprobante, for the template list. */
  documentTypeCode: string;
};
