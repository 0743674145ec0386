/**
 * A detail line as a form holds it: the texts typed, named as the request's line (spec 002 §3), each
 * sub-form behind its switch and judged only when it is on (spec 002 §5). The web's line dialog edits it,
 * a draft saves it (ADR 0115) and the demo seed writes its drafts in it; `toLineInput` is what
 * `lineItemSchema` then judges.
 */
export type PharmaceuticalDraft = { numeroLote: string; cantidadProductos: string };
export type LineOrderDraft = { nroPedidoCompra: string; nroSecuencial: string; informacionInteres: string };
export type VehicleDraft = {
  modalidadOperacionVenta: string;
  operacionNoListada: string;
  chasis: string;
  color: string;
  descripcionColor: string;
  tipoCombustible: string;
  tipoCombustibleNoListado: string;
  numeroMotor: string;
  tipoVehiculo: string;
  usoVehiculo: string;
  potenciaMotor: string;
  capacidadMotor: string;
  pesoNeto: string;
  pesoBruto: string;
  capacidadTraccion: string;
  distanciaEjes: string;
  anioModeloFabricacion: string;
  anioFabricacion: string;
  tipoPinturaNoListado: string;
  capacidadMaxima: string;
};
export type OtiDraft = { codigo: string; valor: string };

export type LineDraft = {
  idProducto: string;
  cantidad: string;
  precioProducto: string;
  descuento: string;
  isDescuentoPorcentaje: 'true' | 'false';
  codigoItbms: string;
  tasaIsc: string;
  cantidadGtinComercializacion: string;
  cantidadGtinInventario: string;
  acarreo: string;
  seguro: string;
  fechaFabricacion: string;
  fechaCaducidad: string;
  otis: OtiDraft[];
  hasPharmaceutical: boolean;
  farmaceuticaDto: PharmaceuticalDraft;
  hasVehicle: boolean;
  vehiculoNuevoDto: VehicleDraft;
  hasOrder: boolean;
  pedidoComercialDto: LineOrderDraft;
};

const emptyVehicle: VehicleDraft = {
  modalidadOperacionVenta: '',
  operacionNoListada: '',
  chasis: '',
  color: '',
  descripcionColor: '',
  tipoCombustible: '',
  tipoCombustibleNoListado: '',
  numeroMotor: '',
  tipoVehiculo: '',
  usoVehiculo: '',
  potenciaMotor: '',
  capacidadMotor: '',
  pesoNeto: '',
  pesoBruto: '',
  capacidadTraccion: '',
  distanciaEjes: '',
  anioModeloFabricacion: '',
  anioFabricacion: '',
  tipoPinturaNoListado: '',
  capacidadMaxima: '',
};

/** Defaults of spec 002 §4: quantity 1, discount type Valor, ITBMS code 01. */
export const emptyLineDraft: LineDraft = {
  idProducto: '',
  cantidad: '1',
  precioProducto: '',
  descuento: '',
  isDescuentoPorcentaje: 'false',
  codigoItbms: '01',
  tasaIsc: '',
  cantidadGtinComercializacion: '',
  cantidadGtinInventario: '',
  acarreo: '',
  seguro: '',
  fechaFabricacion: '',
  fechaCaducidad: '',
  otis: [],
  hasPharmaceutical: false,
  farmaceuticaDto: { numeroLote: '', cantidadProductos: '' },
  hasVehicle: false,
  vehiculoNuevoDto: emptyVehicle,
  hasOrder: false,
  pedidoComercialDto: { nroPedidoCompra: '', nroSecuencial: '', informacionInteres: '' },
};

/** The line as the request sends it; switched-off sub-forms are left out. */
export function toLineInput(draft: LineDraft): Record<string, unknown> {
  const { hasPharmaceutical, hasVehicle, hasOrder, ...line } = draft;
  return {
    ...line,
    farmaceuticaDto: hasPharmaceutical ? line.farmaceuticaDto : undefined,
    vehiculoNuevoDto: hasVehicle ? line.vehiculoNuevoDto : undefined,
    pedidoComercialDto: hasOrder ? line.pedidoComercialDto : undefined,
  };
}
