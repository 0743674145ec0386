import type { VoucherRow } from '@facturar/contracts';
import { GENERIC_NOTE_TYPES, REFERABLE_DOCUMENT_TYPES, REFERRING_NOTE_TYPES } from '@facturar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { ScheduleButton } from '#web/features/recurring-invoices/index.ts';
import { PeriodArchiveButton } from '#web/features/reports/index.ts';
import {
  DownloadXmlButton,
  ResendEmailButton,
  ShareButton,
  ViewCafeButton,
  toVoucherRef,
} from '#web/features/voucher-actions/index.ts';
import { describeTimeLeft, formatDateTime } from '#web/lib/date-format.ts';
import {
  cancellationResourceId,
  creditNoteResourceId,
  debitNoteResourceId,
} from '#web/lib/resource-codes.ts';
import type { ScreenProps, ShellActions } from '#web/lib/screen-props.ts';
import { voucherListsKey } from '../api/voucher-lists-api.ts';
import { mailDeliveryColumn, voucherColumns } from '../voucher-columns.tsx';
import { formatVoucherNumber } from '../voucher-format.ts';
import { VoucherListScreen } from './voucher-list-screen.tsx';

function isStillCancellable(row: VoucherRow): boolean {
  const until = row.comprobanteElectronico.anulableHasta;
  return until !== null && new Date(until).getTime() > Date.now();
}

/** 'Anular' (while the DGI's window lasts) and the notes that refer to an invoice, each opening its form filled in. */
function RowActions({ row, shell }: { row: VoucherRow; shell: ShellActions }) {
  const voucher = row.comprobanteElectronico;
  const number = formatVoucherNumber(row);
  const launch = { cufe: voucher.cufe };
  const isReferable = REFERABLE_DOCUMENT_TYPES.includes(voucher.tipoComprobanteElectronico.codigoComprobante);
  const typeCode = voucher.tipoComprobanteElectronico.codigoComprobante;
  // A note refers to one document: it is never repeated.
  const notes: readonly string[] = [...REFERRING_NOTE_TYPES, ...GENERIC_NOTE_TYPES];
  const isSchedulable = !notes.includes(typeCode);
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'stretch' }}>
      {isStillCancellable(row) && (
        <Button
          size="small"
          color="error"
          aria-label={`Anular ${number}`}
          onClick={() => shell.openResource(cancellationResourceId, launch)}
        >
          Anular
        </Button>
      )}
      {isReferable && (
        <>
          <Button
            size="small"
            aria-label={`Nota de crédito a ${number}`}
            onClick={() => shell.openResource(creditNoteResourceId, launch)}
          >
            Nota de crédito
          </Button>
          <Button
            size="small"
            aria-label={`Nota de débito a ${number}`}
            onClick={() => shell.openResource(debitNoteResourceId, launch)}
          >
            Nota de débito
          </Button>
        </>
      )}
      {isSchedulable && (
        <ScheduleButton
          source={{ idComprobante: voucher.idComprobanteElectronico }}
          label={`Programar ${number}`}
          isSmall
        />
      )}
    </Stack>
  );
}

function buildColumns(shell: ShellActions, queryClient: QueryClient): DataTableColumn<VoucherRow>[] {
  return [
    voucherColumns.number,
    voucherColumns.issuedAt,
    voucherColumns.authorisedAt,
    voucherColumns.receiver,
    voucherColumns.type,
    voucherColumns.total,
    voucherColumns.cufe,
    {
      key: 'anulableHasta',
      header: 'Anulable hasta',
      render: (row) => {
        const until = row.comprobanteElectronico.anulableHasta;
        return until === null ? '' : `${formatDateTime(until)} (${describeTimeLeft(until)})`;
      },
    },
    {
      key: 'ver',
      header: 'Ver',
      align: 'center',
      render: (row) => <ViewCafeButton voucher={toVoucherRef(row)} />,
    },
    {
      key: 'xml',
      header: 'XML',
      align: 'center',
      render: (row) => <DownloadXmlButton voucher={toVoucherRef(row)} />,
    },
    {
      key: 'reenviar',
      header: 'Reenviar',
      align: 'center',
      render: (row) => (
        <ResendEmailButton
          voucher={toVoucherRef(row)}
          onSent={() => void queryClient.invalidateQueries({ queryKey: voucherListsKey })}
        />
      ),
    },
    mailDeliveryColumn(shell),
    {
      key: 'compartir',
      header: 'Compartir',
      align: 'center',
      render: (row) => <ShareButton voucher={toVoucherRef(row)} />,
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
