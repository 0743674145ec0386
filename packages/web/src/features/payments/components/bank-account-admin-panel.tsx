import { bankAccountFormSchema, type BankAccountForm, type ManagedBankAccount } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormCheckboxField } from '#web/components/form/form-checkbox-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { managedBankAccountsQueryOptions, saveBankAccount } from '../api/payments-api.ts';
import { AdminRecordDialog } from './admin-record-dialog.tsx';
import { AdminRecordsTable } from './admin-records-table.tsx';

const emptyAccount: BankAccountForm = {
  nombreBanco: '',
  razonSocial: '',
  identificacion: '',
  tipoCuenta: 'Cuenta Corriente',
  numeroCuenta: '',
  activo: true,
};

function BankAccountDialog({
  account,
  onClose,
}: {
  account: ManagedBankAccount | 'new' | null;
  onClose: () => void;
}) {
  const { http } = useAppServices();
  const editing = account !== null && account !== 'new' ? account : null;
  const form = useForm<BankAccountForm, unknown, BankAccountForm>({
    values: editing ?? emptyAccount,
    resolver: draftResolver<BankAccountForm, BankAccountForm>(bankAccountFormSchema),
  });
  return (
    <AdminRecordDialog
      title={editing ? 'Editar cuenta bancaria' : 'Nueva cuenta bancaria'}
      form={form}
      save={(values) => saveBankAccount(http, editing?.idCuentaBancaria ?? null, values)}
      notice={editing ? 'Cuenta bancaria editada.' : 'Cuenta bancaria agregada.'}
      listKey={managedBankAccountsQueryOptions(http).queryKey}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="nombreBanco" label="Banco" />
      <FormTextField control={form.control} name="tipoCuenta" label="Tipo de cuenta" />
      <FormTextField control={form.control} name="numeroCuenta" label="Número de cuenta" />
      <FormTextField control={form.control} name="razonSocial" label="Titular" />
      <FormTextField control={form.control} name="identificacion" label="Identificación del titular" />
      <FormCheckboxField
        control={form.control}
        name="activo"
        label="Visible para las empresas"
        appearance="switch"
      />
    </AdminRecordDialog>
  );
}

/** The accounts companies pay into, which the platform administrator adds, changes and hides. */
export function BankAccountAdminPanel() {
  const { http } = useAppServices();
  const accounts = useQuery(managedBankAccountsQueryOptions(http));
  const columns: readonly DataTableColumn<ManagedBankAccount>[] = [
    { key: 'banco', header: 'Banco', render: (row) => row.nombreBanco },
    { key: 'tipo', header: 'Tipo de cuenta', render: (row) => row.tipoCuenta },
    { key: 'numero', header: 'Número de cuenta', render: (row) => row.numeroCuenta },
    { key: 'titular', header: 'Titular', render: (row) => row.razonSocial },
  ];
  return (
    <AdminRecordsTable
      ariaLabel="Cuentas bancarias"
      addLabel="Agregar Cuenta"
      columns={columns}
      stateLabels={{ active: 'Visible', inactive: 'Oculta' }}
      rows={accounts.data}
      rowId={(row) => row.idCuentaBancaria}
      isLoading={accounts.isPending}
      initialSize={5}
      renderDialog={(record, onClose) => <BankAccountDialog account={record} onClose={onClose} />}
    />
  );
}
