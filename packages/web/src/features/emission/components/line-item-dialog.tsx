import {
  ISC_RATES,
  ITBMS_RATES,
  emptyLineDraft,
  type LineDraft,
  type LineItemRequest,
} from '@facturar/domain';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { productSearchQueryOptions, type ProductOption } from '../api/emission-api.ts';
import { nextRowKey, type LineRow } from '../model/emission-values.ts';
import { lineDraftResolver } from '../model/line-draft.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FieldCells } from '#web/components/form/field-cells.tsx';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormRadioGroupField } from '#web/components/form/form-radio-group-field.tsx';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { LineOrderSubform, PharmaceuticalSubform, VehicleSubform } from './line-subforms.tsx';
import { OtiButton } from './oti-dialog.tsx';
import { CreateProductButton, EntrySearchRow } from './create-entry-buttons.tsx';
import { SearchAutocomplete } from '#web/components/search-autocomplete.tsx';

type ChosenProduct = { idProducto: number; codigoPrincipal: string; descripcion: string; hasGtin: boolean };

type LineItemDialogProps = {
  /** The row being edited, or null for 'Nuevo detalle'. */
  editing: LineRow | null;
  isOpen: boolean;
  /** An export (ITBMS-exempt in Panama): lines default to ITBMS 00; another rate asks for confirmation. */
  isExport: boolean;
  onSave: (row: LineRow) => void;
  onClose: () => void;
};

const ISC_OPTIONS = ISC_RATES.map((rate) => ({ codigo: rate.codigo, nombre: rate.nombre }));

function toChosen(row: LineRow | null): ChosenProduct | null {
  if (row === null) return null;
  return {
    idProducto: Number(row.request.idProducto),
    codigoPrincipal: row.codigoPrincipal,
    descripcion: row.descripcion,
    hasGtin: row.hasGtin,
  };
}

function describeProduct(product: ChosenProduct | ProductOption): string {
  return `${product.codigoPrincipal} - ${product.descripcion}`;
}

const DISCOUNT_KINDS = [
  { value: 'false', label: 'Valor' },
  { value: 'true', label: 'Porcentaje' },
] as const;

/**
 * 'Nuevo detalle' / 'Editar detalle' (spec 002 §2, §5 'Line item'): the line is judged by the shared line
 * schema; closing or cancelling resets it to the defaults (quantity 1, discount Valor, ITBMS 01).
 */
export function LineItemDialog({ editing, isOpen, isExport, onSave, onClose }: LineItemDialogProps) {
  // Mounted only while open, so each opening starts from the row or the defaults.
  return isOpen ? (
    <LineItemForm
      key={editing?.key ?? 'new'}
      editing={editing}
      isExport={isExport}
      onSave={onSave}
      onClose={onClose}
    />
  ) : null;
}

/** Exports are ITBMS-exempt in Panama: the rate an export line takes unless the user confirms another. */
const EXEMPT_ITBMS = '00';

function LineItemForm({ editing, isExport, onSave, onClose }: Omit<LineItemDialogProps, 'isOpen'>) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const [product, setProduct] = useState<ChosenProduct | null>(() => toChosen(editing));
  const [pendingTaxed, setPendingTaxed] = useState<LineRow | null>(null);
  const form = useForm<LineDraft, unknown, LineItemRequest>({
    defaultValues:
      editing?.draft ?? (isExport ? { ...emptyLineDraft, codigoItbms: EXEMPT_ITBMS } : emptyLineDraft),
    resolver: lineDraftResolver,
  });
  const { control, setValue, formState } = form;

  function chooseProduct(option: ProductOption | null): void {
    if (option === null) {
      setProduct(null);
      setValue('idProducto', '');
      return;
    }
    setProduct({
      idProducto: option.idProducto,
      codigoPrincipal: option.codigoPrincipal,
      descripcion: option.descripcion,
      hasGtin: option.gtinComercializacion !== null || option.gtinInventario !== null,
    });
    setValue('idProducto', String(option.idProducto), { shouldValidate: formState.isSubmitted });
    setValue('precioProducto', option.precioUnitario);
    setValue('codigoItbms', isExport ? EXEMPT_ITBMS : option.codigoItbms);
  }

  const save = (line: LineItemRequest) => {
    if (product === null) return;
    const row = {
      key: editing?.key ?? nextRowKey(),
      codigoPrincipal: product.codigoPrincipal,
      descripcion: product.descripcion,
      hasGtin: product.hasGtin,
      draft: form.getValues(),
      request: line,
    };
    if (isExport && line.codigoItbms !== EXEMPT_ITBMS) setPendingTaxed(row);
    else onSave(row);
  };
  const taxedRate = ITBMS_RATES.find((rate) => rate.codigo === pendingTaxed?.request.codigoItbms);

  const half = { xs: 12, sm: 6, md: 4 };
  return (
    <FormDialog
      title={editing ? 'Editar detalle' : 'Nuevo detalle'}
      form={form}
      onSubmit={save}
      submitLabel={editing ? 'Guardar' : 'Agregar'}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <EntrySearchRow create={editing === null ? <CreateProductButton onCreated={chooseProduct} /> : null}>
          <SearchAutocomplete
            label="Producto"
            searchOptions={(term) => productSearchQueryOptions(http, claims.ruc, term)}
            getLabel={describeProduct}
            getKey={(option) => option.idProducto}
            // The box lists products as the search finds them; the chosen one may be the edited row's.
            value={product as ChosenProduct | ProductOption | null}
            onChange={(option) => chooseProduct(option as ProductOption | null)}
            networkMessage="Error en la red al consultar el producto."
            error={formState.errors.idProducto?.message}
            autoFocus={editing === null}
            notFoundHint="Si aún no lo registró, use «Crear producto»."
          />
        </EntrySearchRow>
        <Grid container spacing={2}>
          <FieldCells size={half}>
            <FormTextField control={control} name="cantidad" label="Cantidad" />
            <FormTextField control={control} name="precioProducto" label="Precio unitario" />
            <FormSelectField control={control} name="codigoItbms" label="ITBMS" options={ITBMS_RATES} />
            <FormTextField control={control} name="descuento" label="Descuento" />
            <FormRadioGroupField
              control={control}
              name="isDescuentoPorcentaje"
              label="Tipo de descuento"
              options={DISCOUNT_KINDS}
              isRow
              size="small"
            />
            <FormSelectField
              control={control}
              name="tasaIsc"
              label="Tasa ISC"
              options={ISC_OPTIONS}
              emptyOption={<em>Ninguno</em>}
            />
            <FormTextField control={control} name="acarreo" label="Acarreo" />
            <FormTextField control={control} name="seguro" label="Seguro" />
            <OtiButton control={control} />
            <FormDateField control={control} name="fechaFabricacion" label="Fecha de fabricación" />
            <FormDateField control={control} name="fechaCaducidad" label="Fecha de caducidad" />
          </FieldCells>
          {product?.hasGtin && (
            <FieldCells size={half}>
              <FormTextField
                control={control}
                name="cantidadGtinComercializacion"
                label="Cantidad GTIN comercialización"
              />
              <FormTextField
                control={control}
                name="cantidadGtinInventario"
                label="Cantidad GTIN inventario"
              />
            </FieldCells>
          )}
        </Grid>
        <Divider />
        <PharmaceuticalSubform control={control} />
        <VehicleSubform control={control} />
        <LineOrderSubform control={control} />
      </Stack>
      <ConfirmDialog
        isOpen={pendingTaxed !== null}
        title="ITBMS en una exportación"
        message={`Las exportaciones están exentas de ITBMS. ¿Confirma la tarifa ${taxedRate?.nombre ?? ''} para este detalle?`}
        confirmLabel="Confirmar tarifa"
        cancelLabel="Revisar"
        onConfirm={() => {
          if (pendingTaxed) onSave(pendingTaxed);
          setPendingTaxed(null);
        }}
        onCancel={() => setPendingTaxed(null)}
      />
    </FormDialog>
  );
}
