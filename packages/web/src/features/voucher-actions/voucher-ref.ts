/** The row data every voucher action needs (spec 001 §3 'Voucher row', 'Received voucher row'). */
export type VoucherRef = {
  /** idComprobanteElectronico */
  id: number;
  /** The CUFE (access key): names the XML and PDF files and the failure message. */
  accessKey: string;
  /** tipoComprobanteElectronico.codigoComprobante, for the template list. */
  documentTypeCode: string;
};

export type VoucherRowLike = {
  comprobanteElectronico: {
    idComprobanteElectronico: number;
    cufe: string;
    tipoComprobanteElectronico: { codigoComprobante: string };
  };
};

/** The action data of an issued or a received voucher row. */
export function toVoucherRef(row: VoucherRowLike): VoucherRef {
  const voucher = row.comprobanteElectronico;
  return {
    id: voucher.idComprobanteElectronico,
    accessKey: voucher.cufe,
    documentTypeCode: voucher.tipoComprobanteElectronico.codigoComprobante,
  };
}
