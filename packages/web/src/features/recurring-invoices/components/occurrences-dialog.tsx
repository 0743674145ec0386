import Button from '@mui/material/Button';
import type { RecurringOccurrence, RecurringSchedule } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientPagedTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime, formatDay } from '#web/lib/date-format.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { issueOccurrenceNow, occurrencesQueryOptions, recurringKey } from '../api/recurring-api.ts';
import { occurrenceStatusLabels } from '../schedule-form.ts';
import { InfoDialog } from '#web/components/info-dialog.tsx';

/** A schedule's occurrences: the invoice each issued, or why it could not, with 'Emitir ahora' for those. */
export function OccurrencesDialog({
  schedule,
  onClose,
}: {
  schedule: RecurringSchedule;
  onClose: () => void;
}) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const occurrences = useQuery(occurrencesQueryOptions(http, schedule.idProgramacion));
  const issue = useMutation({
    mutationFn: (occurrence: RecurringOccurrence) =>
      issueOccurrenceNow(http, schedule.idProgramacion, occurrence.idOcurrencia),
    onSuccess: (answer) => showSuccessToast(answer.mensaje),
    onError: (error) => showErrorToast(readFailureMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recurringKey }),
  });
  const columns: DataTableColumn<RecurringOccurrence>[] = [
    { key: 'fecha', header: 'Fecha', render: (row) => formatDay(row.fecha) },
    { key: 'estado', header: 'Resultado', render: (row) => occurrenceStatusLabels[row.estado] },
    { key: 'comprobante', header: 'Comprobante', render: (row) => row.numeroComprobante ?? '—' },
    { key: 'motivo', header: 'Motivo', render: (row) => row.motivo ?? '' },
    { key: 'intentos', header: 'Intentos', align: 'right', render: (row) => row.intentos },
    { key: 'cuando', header: 'Último intento', render: (row) => formatDateTime(row.actualizadaEn) },
    {
      key: 'emitir',
      header: 'Emitir',
      render: (row) =>
        row.estado === 'EMITIDA' ? null : (
          <Button
            size="small"
            aria-label={`Emitir ahora la del ${formatDay(row.fecha)}`}
            loading={issue.isPending && issue.variables?.idOcurrencia === row.idOcurrencia}
            onClick={() => issue.mutate(row)}
          >
            Emitir ahora
          </Button>
        ),
    },
  ];
  return (
    <InfoDialog title={`Emisiones de «${schedule.descripcion}»`} onClose={onClose} maxWidth="lg">
      <ClientPagedTable
        ariaLabel="Emisiones"
        columns={columns}
        rows={occurrences.data?.ocurrencias}
        rowId={(row) => row.idOcurrencia}
        isLoading={occurrences.isPending}
      />
    </InfoDialog>
  );
}
