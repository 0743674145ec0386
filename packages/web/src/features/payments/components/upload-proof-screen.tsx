import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreContractedPackage } from '@facturar/contracts';
import { formatPanamaDate, paymentStateNames, type PaymentStateCode } from '@facturar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ClientPagedTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { formatAmount, formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { annulPurchase, preContractedQueryOptions, uploadPaymentProof } from '../api/payments-api.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { ProofUploadDialog } from './proof-upload-dialog.tsx';
import { paymentStateNotes, purchaseFailure, purchaseTexts, serverMessageOr } from './purchase-messages.ts';
import { ResultDialog, type ProcessResult } from './result-dialog.tsx';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';

const stateColors: Record<number, 'default' | 'info' | 'error'> = { 1: 'default', 2: 'info', 4: 'error' };

/** dd/mm/yyyy of an instant, in Panama. */
function formatDay(iso: string): string {
  const [year, month, day] = formatPanamaDate(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}

/** 'Subir Comprobante' (SCO): the company's pre-contracted packages, their proof and annulment. */
export function UploadProofScreen(_props: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const listQuery = preContractedQueryOptions(http, claims.ruc);
  const packages = useQuery(listQuery);
  const [uploading, setUploading] = useState<PreContractedPackage | null>(null);
  const [annulling, setAnnulling] = useState<PreContractedPackage | null>(null);
  const [result, setResult] = useState<ProcessResult | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey });

  const upload = useMutation({
    mutationFn: (input: { id: number; proof: string }) =>
      uploadPaymentProof(http, { idAsignacionPaqueteEmpresa: input.id, voucher: input.proof }),
    onSuccess: () => {
      setUploading(null);
      setResult({ title: purchaseTexts.success, message: purchaseTexts.withProof, severity: 'success' });
      void reload();
    },
    onError: (error) => {
      setUploading(null);
      setResult(purchaseFailure(error));
    },
  });
  const annul = useMutation({
    mutationFn: (id: number) => annulPurchase(http, id),
    onSuccess: () => {
      setResult({ title: purchaseTexts.success, message: purchaseTexts.annulled, severity: 'success' });
      void reload();
    },
    onError: (error) =>
      setResult({
        title: 'Error',
        message: serverMessageOr(error, purchaseTexts.networkShort),
        severity: 'error',
      }),
    onSettled: () => setAnnulling(null),
  });

  const columns: readonly DataTableColumn<PreContractedPackage>[] = [
    { key: 'id', header: 'Nº', render: (row) => row.idAsignacionPaqueteEmpresa },
    { key: 'fecha', header: 'Fecha', render: (row) => formatDay(row.fechaInicioContratacion) },
    { key: 'plan', header: 'Plan', render: (row) => row.paquete.nombre },
    {
      key: 'comprobantes',
      header: 'Comprobantes',
      align: 'right',
      render: (row) => formatAvailableVouchers(row.cantidadComprobantesContratados),
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(row.valorTotalPaquete)}</span>,
    },
    {
      key: 'estado',
      header: 'Estado',
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 180 }}>
          <Chip
            size="small"
            color={stateColors[row.estadoPago] ?? 'default'}
            label={paymentStateNames[row.estadoPago as PaymentStateCode] ?? String(row.estadoPago)}
          />
          <Typography variant="caption" color="text.secondary">
            {paymentStateNotes[row.estadoPago] ?? ''}
          </Typography>
        </Stack>
      ),
    },
    { key: 'observacion', header: 'Observación', render: (row) => row.observacion ?? '' },
    {
      key: 'subir',
      header: 'Comprobante',
      render: (row) => (
        <Button
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => setUploading(row)}
        >
          Subir comprobante
        </Button>
      ),
    },
    {
      key: 'anular',
      header: 'Anular',
      render: (row) => (
        <Button size="small" color="error" onClick={() => setAnnulling(row)}>
          Anular
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        Paquetes pre-contratados
      </Typography>
      {packages.isError && <ListLoadFailure />}
      <ClientPagedTable
        ariaLabel="Paquetes pre-contratados"
        columns={columns}
        rows={packages.data}
        initialSize={10}
        sizeOptions={[5, 10, 15]}
        rowId={(row) => row.idAsignacionPaqueteEmpresa}
        isLoading={packages.isPending}
      />
      <Divider />
      <BankAccounts />
      <ProofUploadDialog
        isOpen={uploading !== null}
        subject={
          uploading ? `${uploading.paquete.nombre} - Total ${formatAmount(uploading.valorTotalPaquete)}` : ''
        }
        isSubmitting={upload.isPending}
        onSubmit={(proof) => uploading && upload.mutate({ id: uploading.idAsignacionPaqueteEmpresa, proof })}
        onCancel={() => setUploading(null)}
      />
      <ConfirmDialog
        isOpen={annulling !== null}
        title="Anular paquete"
        message={purchaseTexts.annulQuestion(annulling?.paquete.nombre ?? '')}
        confirmLabel="Anular"
        onConfirm={() => annulling && annul.mutateAsync(annulling.idAsignacionPaqueteEmpresa)}
        onCancel={() => setAnnulling(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Stack>
  );
}
