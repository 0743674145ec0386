import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PackageForReview } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DataTable, listPageSizes, type DataTableColumn } from '#web/components/data-table/index.ts';
import { formatAmount } from '#web/lib/amount-format.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BankAccountAdminPanel } from './bank-account-admin-panel.tsx';
import { PlanAdminPanel } from './plan-admin-panel.tsx';
import { packagesForReviewKey, packagesForReviewQueryOptions, reviewPayment } from '../api/payments-api.ts';
import { purchaseTexts, reviewFailure } from './purchase-messages.ts';
import { ReceiptsDialog } from './receipts-dialog.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';
import { ResultDialog, type ProcessResult } from './result-dialog.tsx';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

/** Package payment review (APQ, spec 001 §2): receipts, approval and rejection of the purchases paid. */
function PaymentsForReview() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(15);
  const list = useQuery(packagesForReviewQueryOptions(http, { assignmentId: claims.sub, page, size }));
  const [viewing, setViewing] = useState<PackageForReview | null>(null);
  const [approving, setApproving] = useState<PackageForReview | null>(null);
  const [rejecting, setRejecting] = useState<PackageForReview | null>(null);
  const [result, setResult] = useState<ProcessResult | null>(null);

  const review = useMutation({
    mutationFn: (input: { id: number; approve: boolean; reason: string }) =>
      reviewPayment(http, {
        idAsignacionPaqueteEmpresa: input.id,
        observacion: input.reason,
        revision: input.approve,
      }),
    onSuccess: (_answer, { approve }) => {
      setResult({
        title: purchaseTexts.success,
        message: approve ? purchaseTexts.approved : purchaseTexts.rejected,
        severity: 'success',
      });
    },
    onError: (error, { approve }) => setResult(reviewFailure(error, approve)),
    onSettled: () => {
      setApproving(null);
      setRejecting(null);
      void queryClient.invalidateQueries({ queryKey: packagesForReviewKey });
    },
  });

  const columns: readonly DataTableColumn<PackageForReview>[] = [
    { key: 'ruc', header: 'RUC', render: (row) => row.empresaContratante.idempresacontratante },
    {
      key: 'razon',
      header: 'Razón Social/Nombres',
      render: (row) => row.empresaContratante.razonSocialempresa,
    },
    { key: 'plan', header: 'Plan', render: (row) => row.paquete.nombre },
    { key: 'total', header: 'Total', align: 'right', render: (row) => formatAmount(row.valorTotalPaquete) },
    {
      key: 'revisar',
      header: 'Revisar Pago',
      align: 'center',
      render: (row) => (
        <TooltipIconButton
          title="Revisar Pago"
          label={`Revisar pago de ${row.empresaContratante.razonSocialempresa}`}
          icon={<ReceiptLongOutlined />}
          onClick={() => setViewing(row)}
        />
      ),
    },
    {
      key: 'aprobar',
      header: 'Aprobar',
      align: 'center',
      render: (row) => (
        <Button size="small" variant="contained" color="success" onClick={() => setApproving(row)}>
          Aprobar
        </Button>
      ),
    },
    {
      key: 'rechazar',
      header: 'Rechazar',
      align: 'center',
      render: (row) => (
        <Button size="small" color="error" onClick={() => setRejecting(row)}>
          Rechazar
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      {list.isError && <ListLoadFailure />}
      <DataTable
        ariaLabel="Pagos de paquetes por revisar"
        columns={columns}
        rows={list.data?.content ?? []}
        rowId={(row) => row.idAsignacionPaqueteEmpresa}
        isLoading={list.isPending}
        pagination={{
          page,
          size,
          total: list.data?.totalElements ?? 0,
          sizeOptions: listPageSizes,
          onPageChange: setPage,
          onSizeChange: (next) => {
            setSize(next);
            setPage(0);
          },
        }}
      />
      <ReceiptsDialog purchase={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        isOpen={approving !== null}
        title="Aprobar pago"
        message={
          approving
            ? `¿Aprobar el pago de ${approving.paquete.nombre} (${formatAmount(approving.valorTotalPaquete)}) de ${approving.empresaContratante.razonSocialempresa}? Se acreditarán sus comprobantes por un año.`
            : ''
        }
        confirmLabel="Aprobar"
        onConfirm={() =>
          approving &&
          review.mutateAsync({ id: approving.idAsignacionPaqueteEmpresa, approve: true, reason: '' })
        }
        onCancel={() => setApproving(null)}
      />
      <RejectPaymentDialog
        purchase={rejecting}
        isSubmitting={review.isPending}
        onSubmit={(reason) =>
          rejecting && review.mutate({ id: rejecting.idAsignacionPaqueteEmpresa, approve: false, reason })
        }
        onCancel={() => setRejecting(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Stack>
  );
}

const tabs = ['Pagos por revisar', 'Planes', 'Cuentas bancarias'] as const;

/**
 * 'Pagos' (APQ): the review of the purchases paid, and beside it the plans and bank accounts the
 * administrator keeps (the spec has no screen of its own for them).
 */
export function PaymentReviewScreen(_props: ScreenProps) {
  const [tab, setTab] = useState(0);
  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label="Pagos">
        {tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {tab === 0 && <PaymentsForReview />}
      {tab === 1 && <PlanAdminPanel />}
      {tab === 2 && <BankAccountAdminPanel />}
    </Stack>
  );
}
