import { serverMessage } from '#web/lib/api-call-error.ts';
import {
  billingPointFormSchema,
  billingPointMessages as texts,
  type BillingPointForm,
  type BillingPointRow,
} from '@facturar/contracts';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { digitsUpTo } from '#web/components/form/digits-up-to.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { billingPointsKey, registerBillingPoint, updateBillingPoint } from '../api/billing-points-api.ts';
import { useMasterDataSave, type SaveFailures } from '../hooks/use-master-data-save.ts';
import { MasterDataDialog } from './master-data-dialog.tsx';
import {
  pointStateLabels,
  StateField,
  stateChoiceOf,
  withStateChoice,
  type StateChoice,
} from './state-field.tsx';

type PointDraft = {
  codigoSucursal: string;
  puntoFacturacion: string;
  direccion: string;
  coordenadaSucursal: string;
  estado: StateChoice;
};

/** Spec 001 §9: the default branch coordinate. */
const defaultCoordinates = '9.003071,-79.501305';

const draftSchema = withStateChoice(billingPointFormSchema);

const addFailures: SaveFailures = {
  byStatus: { 400: texts.notStored, 404: texts.companyNotFound, 409: texts.duplicate },
  other: 'Error al registrar el punto de Facturación. Contáctese con el administrador del Sistema.',
};
const editFailures: SaveFailures = {
  byStatus: { 400: serverMessage, 404: texts.notFound, 409: texts.duplicate },
  other: 'Error al editar el punto de emisión. Contáctese con el administrador del Sistema.',
};

/** 'Agregar Punto de Facturación' and 'Editar Punto de Facturación' (spec 001 §2, §5). */
export function BillingPointDialog({
  point,
  onClose,
}: {
  point: BillingPointRow | null;
  onClose: () => void;
}) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const form = useForm<PointDraft, unknown, BillingPointForm>({
    defaultValues: {
      codigoSucursal: point?.codigoSucursal ?? '',
      puntoFacturacion: point?.puntoFacturacion ?? '',
      direccion: point?.direccion ?? '',
      coordenadaSucursal: point?.coordenadaSucursal ?? defaultCoordinates,
      estado: stateChoiceOf(point),
    },
    resolver: draftResolver<PointDraft, BillingPointForm>(draftSchema),
  });
  const { control } = form;
  const save = useMasterDataSave({
    save: (form: BillingPointForm) =>
      point === null
        ? registerBillingPoint(http, { ...form, idEmpresa: claims.ruc })
        : updateBillingPoint(http, point.idSecuencial, form),
    listKey: billingPointsKey(claims.ruc),
    failures: point === null ? addFailures : editFailures,
    onClose,
  });
  return (
    <MasterDataDialog
      title={point === null ? 'Agregar Punto de Facturación' : 'Editar Punto de Facturación'}
      onCancel={onClose}
      form={form}
      save={save}
    >
      <FormTextField
        control={control}
        name="codigoSucursal"
        label="Establecimiento"
        required
        refuseInput={digitsUpTo(4)}
      />
      <FormTextField
        control={control}
        name="puntoFacturacion"
        label="Punto de Facturación"
        required
        refuseInput={digitsUpTo(3)}
      />
      <FormTextField control={control} name="direccion" label="Dirección" required />
      <FormTextField control={control} name="coordenadaSucursal" label="Coordenadas" required />
      {point !== null && <StateField control={control} labels={pointStateLabels} />}
    </MasterDataDialog>
  );
}
