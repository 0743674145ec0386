import { Decimal } from '../money/index.ts';
import type { LineTotals } from '../totals/index.ts';
import { fail, succeed, type Result } from '../result.ts';
import type { DocumentProblem } from '../request/document-problem.ts';
import { BUILD_MESSAGES } from './build-messages.ts';
import type { ProductData } from './emission-parties.ts';
import { joinLineInfo, type LineItemRequest } from '../request/line-item-schema.ts';
import { formatPanamaDate, parsePanamaDateTime } from '../time/index.ts';
import type { RfeItem, RfeVehicle } from './rfe-model.ts';

const GTIN_PATTERN = /^(0|\d{8}|\d{12,14})$/;

function toDay(text: string | undefined): string | undefined {
  const instant = text === undefined ? null : parsePanamaDateTime(text);
  return instant === null ? undefined : formatPanamaDate(instant);
}

function optionalDecimal(text: string | undefined): Decimal | undefined {
  return text === undefined ? undefined : new Decimal(text);
}

function buildVehicle(vehicle: NonNullable<LineItemRequest['vehiculoNuevoDto']>): RfeVehicle {
  return {
    iModOpVN: vehicle.modalidadOperacionVenta,
    dModOpVNDesc: vehicle.operacionNoListada,
    dChasi: vehicle.chasis,
    dColorCod: vehicle.color,
    dColorNomb: vehicle.descripcionColor,
    dPotVeh: vehicle.potenciaMotor,
    dCilin: vehicle.capacidadMotor,
    dPesoNet: optionalDecimal(vehicle.pesoNeto),
    dPesoBruto: optionalDecimal(vehicle.pesoBruto),
    iCombust: vehicle.tipoCombustible,
    dCombustDesc: vehicle.tipoCombustibleNoListado,
    dNroMotor: vehicle.numeroMotor,
    dCapTracc: optionalDecimal(vehicle.capacidadTraccion),
    dEntreEj: optionalDecimal(vehicle.distanciaEjes),
    dAnoMod: vehicle.anioModeloFabricacion,
    dAnoFab: vehicle.anioFabricacion,
    iTipoPintura: vehicle.tipoPintura,
    dTipoPinturaDesc: vehicle.tipoPinturaNoListado,
    cTipoVehic: vehicle.tipoVehiculo,
    cUsoVehic: vehicle.usoVehiculo,
    iCondVehic: vehicle.condicionVehiculo,
    dLotac: vehicle.capacidadMaxima,
  };
}

function checkProduct(
  product: ProductData | undefined,
  item: number,
  isGovernment: boolean,
): DocumentProblem[] {
  const path = `detalles.${item - 1}.idProducto`;
  if (!product) return [{ path, message: BUILD_MESSAGES.productMissing(item) }];
  const problems: DocumentProblem[] = [];
  const description = product.description.trim();
  if (description.length < 2 || description.length > 500) {
    problems.push({ path, message: BUILD_MESSAGES.productDescription(item) });
  }
  if (product.code !== undefined && product.code.length > 20) {
    problems.push({ path, message: BUILD_MESSAGES.productCode(item) });
  }
  const gtins = [product.gtinCommercial, product.gtinInventory].filter((gtin) => gtin !== undefined);
  if (gtins.some((gtin) => !GTIN_PATTERN.test(gtin))) {
    problems.push({ path, message: BUILD_MESSAGES.productGtin(item) });
  }
  if (isGovernment && !product.cpbsSegment && !product.cpbsFamily) {
    problems.push({ path, message: BUILD_MESSAGES.governmentCpbs(item) });
  }
  return problems;
}

/** One gItem from the request line, its product and its computed totals. */
function buildItem(
  line: LineItemRequest,
  product: ProductData,
  totals: LineTotals,
  sequence: number,
): RfeItem {
  const hasGtin = product.gtinCommercial !== undefined || product.gtinInventory !== undefined;
  const info = joinLineInfo(line.informacionAdicional);
  return {
    dSecItem: sequence,
    dDescProd: product.description.trim(),
    dCodProd: product.code || undefined,
    cUnidad: product.unitCode || undefined,
    dCantCodInt: totals.quantity,
    dFechaFab: toDay(line.fechaFabricacion),
    dFechaCad: toDay(line.fechaCaducidad),
    dCodCPBSabr: product.cpbsSegment || undefined,
    dCodCPBScmp: product.cpbsFamily || undefined,
    cUnidadCPBS: product.cpbsUnitCode || undefined,
    dInfEmFE: info === '' ? undefined : info,
    gPrecios: {
      dPrUnit: totals.unitPrice,
      dPrUnitDesc: totals.unitDiscount.isZero() ? undefined : totals.unitDiscount,
      dPrItem: totals.itemPrice,
      dPrAcarItem: line.acarreo === undefined ? undefined : totals.freight,
      dPrSegItem: line.seguro === undefined ? undefined : totals.insurance,
      dValTotItem: totals.itemTotal,
    },
    gCodItem: hasGtin
      ? {
          dGTINCom: product.gtinCommercial ?? '0',
          dCantGTINCom: new Decimal(line.cantidadGtinComercializacion ?? line.cantidad),
          dGTINInv: product.gtinInventory ?? '0',
          dCantComInvent: new Decimal(line.cantidadGtinInventario ?? line.cantidad),
        }
      : undefined,
    gITBMSItem: { dTasaITBMS: totals.itbmsCode, dValITBMS: totals.itbms },
    gISCItem: totals.iscRate === null ? undefined : { dTasaISC: totals.iscRate, dValISC: totals.isc },
    gOTIItem: totals.otis.map((oti) => ({ dCodOTI: oti.code, dValOTI: oti.amount })),
    gVehicNuevo: line.vehiculoNuevoDto ? buildVehicle(line.vehiculoNuevoDto) : undefined,
    gMedicina: line.farmaceuticaDto
      ? { dNroLote: line.farmaceuticaDto.numeroLote, dCtLote: line.farmaceuticaDto.cantidadProductos }
      : undefined,
    gPedComIr: line.pedidoComercialDto
      ? {
          dNroPed: line.pedidoComercialDto.nroPedidoCompra,
          dSecItemPed: line.pedidoComercialDto.nroSecuencial,
          dInfEmPedIt: line.pedidoComercialDto.informacionInteres ?? '',
        }
      : undefined,
  };
}

/** The gItem list; government receivers need a CPBS code on every item (FACTS §1). */
export function buildItems(
  lines: readonly LineItemRequest[],
  lineTotals: readonly LineTotals[],
  findProduct: (idProducto: string) => ProductData | undefined,
  isGovernment: boolean,
): Result<RfeItem[], DocumentProblem> {
  const items: RfeItem[] = [];
  const problems: DocumentProblem[] = [];
  lines.forEach((line, index) => {
    const product = findProduct(line.idProducto);
    const found = checkProduct(product, index + 1, isGovernment);
    const totals = lineTotals[index];
    if (found.length > 0 || !product || !totals) {
      problems.push(...found);
      return;
    }
    items.push(buildItem(line, product, totals, index + 1));
  });
  return problems.length > 0 ? fail(problems) : succeed(items);
}
