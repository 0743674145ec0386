import { planFormSchema, type ManagedPlan, type PlanForm } from '@facturar/contracts';
import { planTypes } from '@facturar/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormCheckboxField } from '#web/components/form/form-checkbox-field.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { formatAmount, formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { managedPlansQueryOptions, savePlan } from '../api/payments-api.ts';
import { AdminRecordDialog } from './admin-record-dialog.tsx';
import { AdminRecordsTable } from './admin-records-table.tsx';

type PlanValues = {
  nombre: string;
  tipo: string;
  precio: string;
  credito: string;
  descripcion: string;
  activo: boolean;
};
const typeOptions = planTypes.map((type) => ({ codigo: type, nombre: type }));
const emptyPlan: PlanValues = {
  nombre: '',
  tipo: 'COMPROBANTE',
  precio: '',
  credito: '',
  descripcion: '',
  activo: true,
};

function PlanDialog({ plan, onClose }: { plan: ManagedPlan | 'new' | null; onClose: () => void }) {
  const { http } = useAppServices();
  const editing = plan !== null && plan !== 'new' ? plan : null;
  const form = useForm<PlanValues, unknown, PlanForm>({
    values: editing
      ? {
          nombre: editing.nombre,
          tipo: editing.tipo,
          precio: editing.precio,
          credito: String(editing.credito),
          descripcion: editing.descripcion,
          activo: editing.activo,
        }
      : emptyPlan,
    resolver: draftResolver<PlanValues, PlanForm>(planFormSchema),
  });
  return (
    <AdminRecordDialog
      title={editing ? 'Editar plan' : 'Nuevo plan'}
      form={form}
      save={(values) => savePlan(http, editing?.idPaquete ?? null, values)}
      notice={(saved) => (editing ? `${saved.nombre} editado.` : `${saved.nombre} agregado.`)}
      listKey={managedPlansQueryOptions(http).queryKey}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="nombre" label="Nombre" />
      <FormSelectField
        control={form.control}
        name="tipo"
        label="Tipo"
        options={typeOptions}
        getOptionLabel={optionName}
      />
      <FormTextField control={form.control} name="precio" label="Precio (sin ITBMS)" inputMode="decimal" />
      <FormTextField
        control={form.control}
        name="credito"
        label="Comprobantes (-1 ilimitados)"
        inputMode="numeric"
      />
      <FormTextField
        control={form.control}
        name="descripcion"
        label="Características (separadas por comas)"
        multiline
        minRows={2}
      />
      <FormCheckboxField control={form.control} name="activo" label="A la venta" appearance="switch" />
    </AdminRecordDialog>
  );
}

/** The plans on sale and withdrawn, which the platform administrator adds and changes. */
export function PlanAdminPanel() {
  const { http } = useAppServices();
  const plans = useQuery(managedPlansQueryOptions(http));
  const columns: readonly DataTableColumn<ManagedPlan>[] = [
    { key: 'nombre', header: 'Plan', render: (row) => row.nombre },
    { key: 'tipo', header: 'Tipo', render: (row) => row.tipo },
    { key: 'precio', header: 'Precio', align: 'right', render: (row) => formatAmount(row.precio) },
    {
      key: 'credito',
      header: 'Comprobantes',
      align: 'right',
      render: (row) => formatAvailableVouchers(row.credito),
    },
  ];
  return (
    <AdminRecordsTable
      ariaLabel="Planes"
      addLabel="Agregar Plan"
      columns={columns}
      stateLabels={{ active: 'A la venta', inactive: 'Retirado' }}
      rows={plans.data}
      rowId={(row) => row.idPaquete}
      isLoading={plans.isPending}
      initialSize={10}
      renderDialog={(record, onClose) => <PlanDialog plan={record} onClose={onClose} />}
    />
  );
}
