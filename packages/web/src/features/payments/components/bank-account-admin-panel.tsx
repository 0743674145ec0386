import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { bankAccountFormSchema, type BankAccountForm, type ManagedBankAccount } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { useClientPages } from '#web/components/data-table/use-client-pages.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormCheckboxField } from '#web/components/form/form-checkbox-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { managedBankAccountsQueryOptions, saveBankAccount } from '../api/payments-api.ts';
import { serverMessageOr } from './purchase-messages.ts';

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
  const queryClient = useQueryClient();
  const editing = account !== null && account !== 'new' ? account : null;
  const form = useForm<BankAccountForm, unknown, BankAccountForm>({
    values: editing ?? emptyAccount,
    resolver: draftResolver<BankAccountForm, BankAccountForm>(bankAccountFormSchema),
  });
  const save = useMutation({
    mutationFn: (form: BankAccountForm) => saveBankAccount(http, editing?.idCuentaBancaria ?? null, form),
    onSuccess: () => {
      showSuccessToast(editing ? 'Cuenta bancaria editada.' : 'Cuenta bancaria agregada.');
      void queryClient.invalidateQueries({ queryKey: managedBankAccountsQueryOptions(http).queryKey });
      onClose();
    },
    onError: (error) => showErrorToast(serverMessageOr(error, 'Error en la red')),
  });
  return (
    <FormDialog
      title={editing ? 'Editar cuenta bancaria' : 'Nueva cuenta bancaria'}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      saving={{ isPending: save.isPending, error: null }}
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
    </FormDialog>
  );
}

/** The accounts companies pay into, which the platform administrator adds, changes and hides. */
export function BankAccountAdminPanel() {
  const { http } = useAppServices();
  const accounts = useQuery(managedBankAccountsQueryOptions(http));
  const [editing, setEditing] = useState<ManagedBankAccount | 'new' | null>(null);
  const columns: readonly DataTableColumn<ManagedBankAccount>[] = [
    { key: 'banco', header: 'Banco', render: (row) => row.nombreBanco },
    { key: 'tipo', header: 'Tipo de cuenta', render: (row) => row.tipoCuenta },
    { key: 'numero', header: 'Número de cuenta', render: (row) => row.numeroCuenta },
    { key: 'titular', header: 'Titular', render: (row) => row.razonSocial },
    {
      key: 'activo',
      header: 'Estado',
      render: (row) => (
        <Chip
          size="small"
          color={row.activo ? 'success' : 'default'}
          label={row.activo ? 'Visible' : 'Oculta'}
        />
      ),
    },
    {
      key: 'editar',
      header: 'Editar',
      render: (row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          Editar
        </Button>
      ),
    },
  ];
  const pages = useClientPages(accounts.data ?? [], 5, [5, 10, 15]);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Agregar Cuenta
        </Button>
      </Stack>
      <DataTable
        ariaLabel="Cuentas bancarias"
        columns={columns}
        rows={pages.rows}
        rowId={(row) => row.idCuentaBancaria}
        isLoading={accounts.isPending}
        pagination={pages.pagination}
      />
      {editing !== null && <BankAccountDialog account={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
