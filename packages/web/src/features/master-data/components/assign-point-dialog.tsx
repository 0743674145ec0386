import { serverMessage } from '#web/lib/api-call-error.ts';
import { billingPointMessages as texts } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import {
  assignablePointsQueryOptions,
  assignableUsersQueryOptions,
  assignPoint,
  billingPointsKey,
} from '../api/billing-points-api.ts';
import { billingPointName } from '../billing-point-name.ts';
import { useLookup } from '../hooks/use-lookup.ts';
import { useMasterDataSave, type SaveFailures } from '../hooks/use-master-data-save.ts';
import { MasterDataDialog } from './master-data-dialog.tsx';

const assignmentSchema = z.object({
  usuario: z.string().min(1, texts.userRequired),
  secuencial: z.string().min(1, texts.pointRequired),
});
type AssignmentDraft = z.infer<typeof assignmentSchema>;

const usersFailure = 'Ocurrió un problema al cargar los usuarios.';
const pointsFailure = 'Ocurrió un problema al cargar los puntos de facturación.';
const assignFailures: SaveFailures = {
  byStatus: { 400: serverMessage, 404: texts.assignmentTargetNotFound, 409: texts.alreadyAssigned },
  other: 'Error al asignar el punto de facturación. Contáctese con el administrador del Sistema.',
};

/** 'Asignar Punto de Facturación' (spec 001 §2, §5): a user and one of the open points. */
export function AssignPointDialog({ onClose }: { onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const users = useLookup(
    useQuery({ ...assignableUsersQueryOptions(http, claims.ruc), retry: false }),
    usersFailure,
  );
  const points = useLookup(
    useQuery({ ...assignablePointsQueryOptions(http, claims.ruc), retry: false }),
    pointsFailure,
  );
  const form = useForm<AssignmentDraft>({
    defaultValues: { usuario: '', secuencial: '' },
    resolver: draftResolver<AssignmentDraft, AssignmentDraft>(assignmentSchema),
  });
  const { control } = form;
  const save = useMasterDataSave({
    save: (draft: AssignmentDraft) => assignPoint(http, draft.usuario, draft.secuencial),
    listKey: billingPointsKey(claims.ruc),
    failures: assignFailures,
    onClose,
  });
  return (
    <MasterDataDialog
      title="Asignar Punto de Facturación"
      onCancel={onClose}
      form={form}
      save={save}
      saveLabel="Asignar"
    >
      <FormSelectField
        control={control}
        name="usuario"
        label="Usuario"
        required
        options={users.map((user) => ({
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
        options={points.map((point) => ({
          codigo: String(point.idSecuencial),
          nombre: `${billingPointName(point)} · ${point.direccion}`,
        }))}
        getOptionLabel={optionName}
      />
    </MasterDataDialog>
  );
}
