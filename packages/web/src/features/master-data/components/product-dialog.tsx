import { ITBMS_RATES } from '@facturar/domain';
import { productFormSchema, productMessages, type ProductForm, type ProductRow } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { digitsUpTo } from '#web/components/form/digits-up-to.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import {
  cpbsFamiliesQueryOptions,
  cpbsSegmentsQueryOptions,
  productsKey,
  registerProduct,
  unitFamiliesQueryOptions,
  unitMeasuresQueryOptions,
  unitsQueryOptions,
  updateProduct,
} from '../api/products-api.ts';
import { useLookup } from '../hooks/use-lookup.ts';
import { useMasterDataSave, type SaveFailures } from '../hooks/use-master-data-save.ts';
import { MasterDataDialog } from './master-data-dialog.tsx';
import {
  productStateLabels,
  StateField,
  stateChoiceOf,
  withStateChoice,
  type StateChoice,
} from './state-field.tsx';

type ProductDraft = {
  codigoPrincipal: string;
  codigoAuxiliar: string;
  descripcion: string;
  precioUnitario: string;
  codigoItbms: string;
  gtincomercializacion: string;
  gtinInventario: string;
  idMedida: string;
  idFamiliaMedida: string;
  codigoUnidadMedida: string;
  idSegmento: string;
  codigoBienesServicios: string;
  estado: StateChoice;
};

function draftOf(product: ProductRow | null): ProductDraft {
  return {
    codigoPrincipal: product?.codigoPrincipal ?? '',
    codigoAuxiliar: product?.codigoAuxiliar ?? '',
    descripcion: product?.descripcion ?? '',
    precioUnitario: product?.precioUnitario ?? '',
    codigoItbms: product?.codigoItbms ?? '01',
    gtincomercializacion: product?.gtinComercializacion ?? '',
    gtinInventario: product?.gtinInventario ?? '',
    idMedida: product?.unidadMedida ? String(product.unidadMedida.idMedida) : '',
    idFamiliaMedida: product?.unidadMedida ? String(product.unidadMedida.idFamiliaMedida) : '',
    codigoUnidadMedida: product?.codigoUnidadMedida ?? '',
    idSegmento: product?.codificacionBienesServicios?.padreCodificacion ?? '',
    codigoBienesServicios: product?.codigoBienesServicios ?? '',
    estado: stateChoiceOf(product),
  };
}

const draftSchema = withStateChoice(productFormSchema);

const addFailures: SaveFailures = {
  byStatus: {
    400: productMessages.notStored,
    404: productMessages.companyNotFound,
    409: productMessages.duplicate,
  },
  other: 'Error al registrar el producto. Contáctese con el administrador del Sistema.',
};
const editFailures: SaveFailures = {
  byStatus: { 400: productMessages.notUpdated, 404: productMessages.notFound },
  other: 'Error al editar el producto. Contáctese con el administrador del Sistema.',
};

/**
 * 'Nuevo Producto / Servicio' and 'Editar Producto / Servicio' (spec 001 §2, §5): the unit of measure by
 * measure → family → unit and the CPBS by segment → family, from the DGI's catalogues; the main code is
 * read-only on edit, where the status is chosen.
 */
type ProductDialogProps = {
  product: ProductRow | null;
  onClose: () => void;
  /** Hears the stored product (the emission form chooses the one it just created). */
  onSaved?: (product: ProductRow) => void;
};

export function ProductDialog({ product, onClose, onSaved }: ProductDialogProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const form = useForm<ProductDraft, unknown, ProductForm>({
    defaultValues: draftOf(product),
    resolver: draftResolver<ProductDraft, ProductForm>(draftSchema),
  });
  const { control, setValue } = form;
  const [idMedida, idFamiliaMedida, idSegmento] = useWatch({
    control,
    name: ['idMedida', 'idFamiliaMedida', 'idSegmento'],
  });
  const measures = useLookup(
    useQuery({ ...unitMeasuresQueryOptions(http), retry: false }),
    'Ocurrió un problema al cargar las medidas.',
  );
  const families = useLookup(
    useQuery({ ...unitFamiliesQueryOptions(http, idMedida), enabled: idMedida !== '', retry: false }),
    'Ocurrió un problema al cargar las familias de medida.',
  );
  const units = useLookup(
    useQuery({ ...unitsQueryOptions(http, idFamiliaMedida), enabled: idFamiliaMedida !== '', retry: false }),
    'Ocurrió un problema al cargar las unidades de medida.',
  );
  const segments = useLookup(
    useQuery({ ...cpbsSegmentsQueryOptions(http), retry: false }),
    'Ocurrió un problema al cargar los segmentos de bienes y servicios.',
  );
  const cpbsFamilies = useLookup(
    useQuery({ ...cpbsFamiliesQueryOptions(http, idSegmento), enabled: idSegmento !== '', retry: false }),
    'Ocurrió un problema al cargar las familias de bienes y servicios.',
  );

  const save = useMasterDataSave({
    save: (form: ProductForm) =>
      product === null
        ? registerProduct(http, { ...form, idEmpresa: claims.ruc })
        : updateProduct(http, product.idProducto, form),
    listKey: productsKey(claims.ruc),
    failures: product === null ? addFailures : editFailures,
    onSaved: (answer) => onSaved?.(answer.producto),
    onClose,
  });

  return (
    <MasterDataDialog
      title={product === null ? 'Nuevo Producto / Servicio' : 'Editar Producto / Servicio'}
      onCancel={onClose}
      form={form}
      save={save}
    >
      <FormTextField
        control={control}
        name="codigoPrincipal"
        label="Código principal"
        required
        disabled={product !== null}
      />
      <FormTextField control={control} name="codigoAuxiliar" label="Código auxiliar" />
      <FormTextField control={control} name="descripcion" label="Descripción" required />
      <FormTextField
        control={control}
        name="precioUnitario"
        label="Precio unitario"
        required
        refuseInput={(text) => (/^[0-9]*(\.[0-9]{0,6})?$/.test(text) ? undefined : '')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormSelectField
        control={control}
        name="codigoItbms"
        label="ITBMS"
        options={ITBMS_RATES}
        getOptionLabel={optionName}
        required
      />
      <FormTextField
        control={control}
        name="gtincomercializacion"
        label="GTIN de comercialización"
        refuseInput={digitsUpTo(14)}
      />
      <FormTextField
        control={control}
        name="gtinInventario"
        label="GTIN de inventario"
        refuseInput={digitsUpTo(14)}
      />
      <FormSelectField
        control={control}
        name="idMedida"
        label="Medida"
        options={measures.map((measure) => ({ codigo: String(measure.idMedida), nombre: measure.medida }))}
        getOptionLabel={optionName}
        onValueChange={() => {
          setValue('idFamiliaMedida', '');
          setValue('codigoUnidadMedida', '');
        }}
      />
      <FormSelectField
        control={control}
        name="idFamiliaMedida"
        label="Familia de medida"
        options={families.map((family) => ({
          codigo: String(family.idFamiliaMedida),
          nombre: family.nombre,
        }))}
        getOptionLabel={optionName}
        onValueChange={() => setValue('codigoUnidadMedida', '')}
        disabled={idMedida === ''}
      />
      <FormSelectField
        control={control}
        name="codigoUnidadMedida"
        label="Unidad de medida"
        options={units.map((unit) => ({ codigo: unit.simbolo, nombre: unit.comentario }))}
        disabled={idFamiliaMedida === ''}
      />
      <FormSelectField
        control={control}
        name="idSegmento"
        label="Segmento de bienes y servicios"
        options={segments}
        onValueChange={() => setValue('codigoBienesServicios', '')}
      />
      <FormSelectField
        control={control}
        name="codigoBienesServicios"
        label="Familia de bienes y servicios"
        options={cpbsFamilies}
        disabled={idSegmento === ''}
      />
      {product !== null && <StateField control={control} labels={productStateLabels} />}
    </MasterDataDialog>
  );
}
