import {
  REQUEST_MESSAGES,
  formatPanamaDate,
  lineItemSchema,
  parsePanamaDateTime,
  type LineItemRequest,
} from '@facturar/domain';
import type { Control, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';

/** The sub-forms of a line, typed as texts; each is judged only when its switch is on (spec 002 §5). */
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

/** The 'Nuevo detalle' / 'Editar detalle' dialog's fields, named as the request's line (spec 002 §3). */
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

/** The line rules of the shared schema plus its date rules (manufacture not after today, expiry not before). */
const lineWithDates = lineItemSchema.superRefine((line, ctx) => {
  const today = formatPanamaDate(new Date());
  const dayOf = (text: string) => {
    const instant = parsePanamaDateTime(text);
    return instant === null ? '' : formatPanamaDate(instant);
  };
  if (line.fechaFabricacion !== undefined && dayOf(line.fechaFabricacion) > today) {
    ctx.addIssue({ code: 'custom', path: ['fechaFabricacion'], message: REQUEST_MESSAGES.manufactureFuture });
  }
  if (line.fechaCaducidad !== undefined && dayOf(line.fechaCaducidad) < today) {
    ctx.addIssue({ code: 'custom', path: ['fechaCaducidad'], message: REQUEST_MESSAGES.expiryPast });
  }
});

/** A line judged at once, outside the dialog (a line copied from a referenced invoice); undefined if refused. */
export function parseLineDraft(draft: LineDraft): LineItemRequest | undefined {
  const parsed = lineWithDates.safeParse(toLineInput(draft));
  return parsed.success ? parsed.data : undefined;
}

export const lineDraftResolver: Resolver<LineDraft, unknown, LineItemRequest> = draftResolver(
  z.custom<LineDraft>().transform(toLineInput).pipe(lineWithDates),
);

export type LineControl = Control<LineDraft, unknown, LineItemRequest>;
