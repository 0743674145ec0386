import type { VoucherRow } from '@facturar/contracts';
import { GENERIC_NOTE_TYPES, REFERABLE_DOCUMENT_TYPES, REFERRING_NOTE_TYPES } from '@facturar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RowActionsMenu, type DataTableColumn, type RowAction } from '#web/components/data-table/index.ts';
import { ScheduleDialog } from '#web/features/recurring-invoices/index.ts';
import { PeriodArchiveButton } from '#web/features/reports/index.ts';
import {
  ResendEmailButton,
  ShareDialog,
  toVoucherRef,
  voucherActionColumn,
} from '#web/features/voucher-actions/index.ts';
import { describeTimeLeft, formatDateTime } from '#web/lib/date-format.ts';
import {
  cancellationResourceId,
  creditNoteResourceId,
  debitNoteResourceId,
} from '#web/lib/resource-codes.ts';
import type { ScreenProps, ShellActions } from '#web/lib/screen-props.ts';
import { voucherListsKey } from '../api/voucher-lists-api.ts';
import { MailDeliveryCell, voucherColumns } from '../voucher-columns.tsx';
import { formatVoucherNumber } from '../voucher-format.ts';
import { VoucherListScreen } from './voucher-list-screen.tsx';

function isStillCancellable(row: VoucherRow): boolean {
  const until = row.comprobanteElectronico.anulableHasta;
  return until !== null && new Date(until).getTime() > Date.now();
}

type RowDialog = 'compartir' | 'programar' | null;

/**
 * The row's menu: 'Compartir', 'Anular' (while the DGI's window lasts), the notes that refer to an invoice
 * (each opening its form filled in) and 'Programar'. The dialogs live here, outside the menu, which closes.
 */
function RowActions({ row, shell }: { row: VoucherRow; shell: ShellActions }) {
  const [dialog, setDialog] = useState<RowDialog>(null);
  const voucher = row.comprobanteElectronico;
  const number = formatVoucherNumber(row);
  const launch = { cufe: voucher.cufe };
  const typeCode = voucher.tipoComprobanteElectronico.codigoComprobante;
  const isReferable = REFERABLE_DOCUMENT_TYPES.includes(typeCode);
  // A note refers to one document: it is never repeated.
  const notes: readonly string[] = [...REFERRING_NOTE_TYPES, ...GENERIC_NOTE_TYPES];
  const actions: RowAction[] = [
    { key: 'compartir', text: 'Compartir', onSelect: () => setDialog('compartir') },
  ];
  if (isStillCancellable(row))
    actions.push({
      key: 'anular',
      text: 'Anular',
      ariaLabel: `Anular ${number}`,
      isDestructive: true,
      onSelect: () => shell.openResource(cancellationResourceId, launch),
    });
  if (isReferable)
    actions.push(
      {
        key: 'credito',
        text: 'Nota de crédito',
        ariaLabel: `Nota de crédito a ${number}`,
        onSelect: () => shell.openResource(creditNoteResourceId, launch),
      },
      {
        key: 'debito',
        text: 'Nota de débito',
        ariaLabel: `Nota de débito a ${number}`,
        onSelect: () => shell.openResource(debitNoteResourceId, launch),
      },
    );
  if (!notes.includes(typeCode))
    actions.push({
      key: 'programar',
      text: 'Programar',
      ariaLabel: `Programar ${number}`,
      onSelect: () => setDialog('programar'),
    });
  return (
    <>
      <RowActionsMenu rowName={number} actions={actions} />
      {dialog === 'compartir' && <ShareDialog voucher={toVoucherRef(row)} onClose={() => setDialog(null)} />}
      {dialog === 'programar' && (
        <ScheduleDialog
          source={{ idComprobante: voucher.idComprobanteElectronico }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function buildColumns(shell: ShellActions, queryClient: QueryClient): DataTableColumn<VoucherRow>[] {
  return [
    voucherColumns.numberAndCufe,
    voucherColumns.issuedAt,
    voucherColumns.authorisedAt,
    voucherColumns.receiver,
    voucherColumns.type,
    voucherColumns.total,
    {
      key: 'anulableHasta',
      header: 'Anulable hasta',
      render: (row) => {
        const until = row.comprobanteElectronico.anulableHasta;
        if (until === null) return '';
        return (
          <>
            <Box>{formatDateTime(until)}</Box>
            <Typography variant="caption" color="text.secondary">
              {describeTimeLeft(until)}
            </Typography>
          </>
        );
      },
    },
    voucherActionColumn('ver'),
    voucherActionColumn('xml'),
    {
      key: 'reenviar',
      header: 'Reenviar',
      align: 'center',
      // The last e-mail's state sits under the button that sends another: one column, not two (issue 29).
      render: (row) => (
        <Stack sx={{ alignItems: 'center' }}>
          <ResendEmailButton
            voucher={toVoucherRef(row)}
            onSent={() => void queryClient.invalidateQueries({ queryKey: voucherListsKey })}
          />
          <MailDeliveryCell row={row} shell={shell} />
        </Stack>
      ),
    },
    {
      key: 'acciones',
      header: 'Acciones',
      align: 'center',
      render: (row) => <RowActions row={row} shell={shell} />,
    },
  ];
}

/** AUT: the company's authorised vouchers (spec 001 §2 'Authorised vouchers'), with their CUFE and actions. */
export function AuthorisedVouchersScreen({ resource, shell }: ScreenProps) {
  const title = resource.titlePage;
  const queryClient = useQueryClient();
  const columns = useMemo(() => buildColumns(shell, queryClient), [shell, queryClient]);
  return (
    <VoucherListScreen
      title={title}
      kind="autorizados"
      columns={columns}
      isSelectable
      notice={<PeriodArchiveButton />}
    />
  );
}
