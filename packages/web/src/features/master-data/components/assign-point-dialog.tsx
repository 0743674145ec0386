import { describeCallFailure, serverMessage } from '#web/lib/api-call-error.ts';
import { billingPointMessages as texts } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import {
  assignablePointsQueryOptions,
  assignableUsersQueryOptions,
  assignPoint,
  billingPointsKey,
} from '../api/billing-points-api.ts';
import { useMasterDataSave } from '../hooks/use-master-data-save.ts';
import { FormGrid } from './customer-form-fields.tsx';
import { MasterDataDialog } from './master-data-dialog.tsx';

const assignmentSchema = z.object({
  usuario: z.string().min(1, texts.userRequired),
  secuencial: z.string().min(1, texts.pointRequired),
});
type AssignmentDraft = z.infer<typeof assignmentSchema>;

const usersFailure = 'Ocurrió un problema al cargar los usuarios.';
const pointsFailure = 'Ocurrió un problema al cargar los puntos de facturación.';
const assignFailure =
  'Error al asignar el punto de facturación. Contáctese con el administrador del Sistema.';

/** 'Asignar Punto de Facturación' (spec 001 §2, §5): a user and one of the open points. */
export function AssignPointDialog({ onClose }: { onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const users = useQuery({ ...assignableUsersQueryOptions(http, claims.ruc), retry: false });
  const points = useQuery({ ...assignablePointsQueryOptions(http, claims.ruc), retry: false });
  useEffect(() => {
    if (users.isError) showErrorToast(usersFailure);
  }, [users.isError]);
  useEffect(() => {
    if (points.isError) showErrorToast(pointsFailure);
  }, [points.isError]);
  const form = useForm<AssignmentDraft>({
    defaultValues: { usuario: '', secuencial: '' },
    resolver: draftResolver<AssignmentDraft, AssignmentDraft>(assignmentSchema),
  });
  const { control } = form;
  const save = useMasterDataSave({
    save: (draft: AssignmentDraft) => assignPoint(http, draft.usuario, draft.secuencial),
    listKey: billingPointsKey(claims.ruc),
    failure: (error) =>
      describeCallFailure(
        error,
        {
          400: serverMessage,
          404: texts.assignmentTargetNotFound,
          409: texts.alreadyAssigned,
        },
        assignFailure,
      ),
    onClose,
  });
  return (
    <MasterDataDialog
      title="Asignar Punto de Facturación"
      onCancel={onClose}
      form={form}
      onSubmit={(draft) => save.mutate(draft)}
      isSaving={save.isPending}
      saveLabel="Asignar"
    >
      <FormGrid>
        <FormSelectField
          control={control}
          name="usuario"
          label="Usuario"
          required
          options={(users.data ?? []).map((user) => ({
            codigo: String(user.idAsignacionEmpresaUsuario),
            nombre: `${user.nombreUsuario} (${user.nombreUsuarioAcceso})`,
          }))}
          getOptionLabel={optionName}
        />
        <FormSelectField
          control={control}
          name="secuencial"
          label="Punto de Facturación"
          required
          options={(points.data ?? []).map((point) => ({
            codigo: String(point.idSecuencial),
            nombre: `${point.codigoSucursal}-${point.puntoFacturacion} · ${point.direccion}`,
          }))}
          getOptionLabel={optionName}
        />
      </FormGrid>
    </MasterDataDialog>
  );
}
