import { describeCallFailure } from '#web/lib/api-call-error.ts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { billingPointMessages as texts, type PointAssignmentRow } from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { iconColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { assignmentListQueryOptions, billingPointsKey, removeAssignment } from '../api/billing-points-api.ts';
import { billingPointName } from '../billing-point-name.ts';
import { useMasterDataList } from '../hooks/use-master-data-list.ts';
import { AssignPointDialog } from './assign-point-dialog.tsx';
import { MasterDataScreen } from './master-data-screen.tsx';

/** ASE, the billing points' users (spec 001 §2): list, assign, remove with a confirmation. */
export function PointAssignmentsScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const list = useMasterDataList(assignmentListQueryOptions);
  const [isAssigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<PointAssignmentRow | null>(null);
  const removal = useMutation({
    mutationFn: (row: PointAssignmentRow) => removeAssignment(http, row.idAsignacionSecuencialUsuario),
    onSuccess: async (answer) => {
      showSuccessToast(answer.mensaje);
      await queryClient.invalidateQueries({ queryKey: billingPointsKey(claims.ruc) });
    },
    onError: (error, row) => {
      const generic = texts.notRemoved(
        billingPointName(row.secuencial),
        row.asignacionEmpresaUsuario.nombreUsuario,
      );
      showErrorToast(describeCallFailure(error, { 400: generic, 404: texts.assignmentNotFound }, generic));
    },
  });

  const columns: readonly DataTableColumn<PointAssignmentRow>[] = [
    { key: 'usuario', header: 'Usuario', render: (row) => row.asignacionEmpresaUsuario.nombreUsuario },
    { key: 'sucursal', header: 'Establecimiento', render: (row) => row.secuencial.codigoSucursal },
    { key: 'punto', header: 'Punto de Facturación', render: (row) => row.secuencial.puntoFacturacion },
    { key: 'direccion', header: 'Dirección', render: (row) => row.secuencial.direccion },
    iconColumn<PointAssignmentRow>({
      key: 'quitar',
      header: 'Quitar asignación',
      label: (row) => `Quitar asignación de ${row.asignacionEmpresaUsuario.nombreUsuario}`,
      icon: <DeleteOutlined fontSize="small" />,
      onClick: setRemoving,
      size: 'small',
    }),
  ];

  return (
    <MasterDataScreen
      title={resource.titlePage}
      list={list}
      columns={columns}
      rowId={(row) => row.idAsignacionSecuencialUsuario}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAssigning(true)}>
          Asignar Punto de Facturación
        </Button>
      }
    >
      {isAssigning && <AssignPointDialog onClose={() => setAssigning(false)} />}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Quitar asignación"
        message={
          removing
            ? texts.confirmRemoval(
                billingPointName(removing.secuencial),
                removing.asignacionEmpresaUsuario.nombreUsuario,
              )
            : ''
        }
        confirmLabel="Eliminar"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRemoving(null);
          // The dialog closes at once; the guard still ignores a second click on it while it fades.
          return removing && removal.mutateAsync(removing);
        }}
      />
    </MasterDataScreen>
  );
}
