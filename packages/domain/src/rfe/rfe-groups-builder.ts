import { Decimal } from '../money/index.ts';
import { findCorregimiento } from '../request/catalogue-port.ts';
import type { GenerationRequest } from '../request/generation-request-fields.ts';
import { toRfeDateTime } from '../time/index.ts';
import type { RucGroup } from '../request/request-fields.ts';
import type { RfeDocument, RfeExport, RfeReference, RfeRuc } from './rfe-model.ts';

function toRuc(group: RucGroup): RfeRuc {
  return { dTipoRuc: group.tipoRuc, dRuc: group.ruc, dDV: group.dv };
}

export function buildExport(data: GenerationRequest['informacionDatosExportacion']): RfeExport | undefined {
  if (!data) return undefined;
  return {
    cCondEntr: data.condicionEntrega,
    cMoneda: data.monedaOperacion,
    cMonedaDesc: data.detalleMoneda,
    dCambio: data.tipoCambio === undefined ? undefined : new Decimal(data.tipoCambio),
    dVTotEst: data.montoMoneda === undefined ? undefined : new Decimal(data.montoMoneda),
    dPuertoEmbarq: data.puertoEmbarque,
  };
}

export function buildReferences(request: GenerationRequest): RfeReference[] {
  return request.documentosFiscalesReferenciados.map((reference) => ({
    gRucEmDFRef: toRuc(reference.rucEmisor),
    dNombEmRef: reference.nombreEmisor,
    dFechaDFRef: toRfeDateTime(reference.fechaDocumento),
    gDFRefNum: reference.cufeReferenciada
      ? { kind: 'cufe', dCUFERef: reference.cufeReferenciada }
      : reference.nroFacturaPapel
        ? { kind: 'paper', dNroFacPap: reference.nroFacturaPapel }
        : { kind: 'printer', dNroFacIE: reference.nroFacturaImpresora ?? '' },
  }));
}

export function buildAuthorisedRucs(request: GenerationRequest): RfeRuc[] {
  return request.rucsAutorizados.map(toRuc);
}

/**
 * gPedComGl. Schema v1.00 has no place for the form's customer code (codigoCliente); it stays with the
 * stored request and is not part of the document.
 */
export function buildCommercialOrder(request: GenerationRequest): RfeDocument['gPedComGl'] {
  const order = request.pedidoComercialFacturaDto;
  if (!order) return undefined;
  return {
    dNroPed: order.nroPedidoCompra,
    dNumAcept: order.nroAceptacion,
    dInfEmPedGl: order.informacionInteres,
  };
}

export function buildLogistics(request: GenerationRequest): RfeDocument['gInfoLog'] {
  const logistics = request.informacionLogisticaDto;
  if (!logistics) return undefined;
  return {
    dNroVols: logistics.nrovolumenes,
    dPesoTot: logistics.pesoCarga === undefined ? undefined : new Decimal(logistics.pesoCarga),
    dUnPesoTot: logistics.unidadPeso,
    dLicCamion: logistics.licenciaVehiculo,
    dNomTransp: logistics.nombreTransportista,
    gRucTransp: toRuc(logistics.rucAutorizado),
    dInfEmLog: logistics.informacionInteres,
  };
}

/** gLcEntr; the location names are the DGI catalogue's for the code, whatever the form displayed. */
export function buildDeliveryPlace(request: GenerationRequest): RfeDocument['gLcEntr'] {
  const place = request.localEntrega;
  if (!place) return undefined;
  const names = findCorregimiento(place.ubicacionGeografica);
  return {
    gRucLcEntr: toRuc(place.rucContribuyenteReceptor),
    dNombLcEntr: place.nombreLocalEntrega,
    dDirecLcEntr: place.direccionLocalEntrega,
    gUbiLcEntr: {
      dCodUbi: place.ubicacionGeografica,
      dCorreg: names?.corregimiento ?? '',
      dDistr: names?.district ?? '',
      dProv: names?.province ?? '',
    },
    dTfnLcEntr: place.telefonoLocalEntrega,
    dTfnAdLcEntr: place.telefonoAdicionalLocalEntrega,
  };
}
