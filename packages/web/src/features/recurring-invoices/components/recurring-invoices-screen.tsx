import Typography from '@mui/material/Typography';
import type { RecurringSchedule } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import {
  ClientPagedTable,
  type DataTableColumn,
  rowButtonsColumn,
} from '#web/components/data-table/index.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import {
  endSchedule,
  pauseSchedule,
  recurringKey,
  resumeSchedule,
  schedulesQueryOptions,
} from '../api/recurring-api.ts';
import { formatDay } from '#web/lib/date-format.ts';
import { describeRule, occurrenceStatusLabels, scheduleStateLabels } from '../schedule-form.ts';
import { OccurrencesDialog } from './occurrences-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

type Opened = { kind: 'edit' | 'occurrences'; schedule: RecurringSchedule };

function describeLast(schedule: RecurringSchedule): string {
  const last = schedule.ultimoResultado;
  if (!last) return 'Sin emisiones';
  const result = `${formatDay(last.fecha)}: ${occurrenceStatusLabels[last.estado]}`;
  if (last.estado === 'EMITIDA') return `${result} ${last.numeroComprobante ?? ''}`.trim();
  return last.motivo ? `${result} — ${last.motivo}` : result;
}

/**
 * 'Programadas' (issue 28 §3): the company's recurring invoices with their next date and last result;
 * pause, resume, end, edit, and their occurrences with 'Emitir ahora' for those that could not be issued.
 * A schedule is made with 'Programar' on an authorised document or after generating one.
 */
export function RecurringInvoicesScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const schedules = useQuery(schedulesQueryOptions(http));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [ending, setEnding] = useState<RecurringSchedule | null>(null);
  const action = useMutation({
    mutationFn: (run: () => Promise<{ mensaje: string }>) => run(),
    onSuccess: ({ mensaje }) => showSuccessToast(mensaje),
    onError: (error) => showErrorToast(readFailureMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recurringKey }),
  });

  const columns: DataTableColumn<RecurringSchedule>[] = [
    { key: 'descripcion', header: 'Descripción', render: (row) => row.descripcion },
    { key: 'receptor', header: 'Cliente', render: (row) => row.receptor },
    { key: 'total', header: 'Total', align: 'right', render: (row) => `B/. ${row.total}` },
    { key: 'regla', header: 'Frecuencia', render: (row) => describeRule(row) },
    { key: 'punto', header: 'Punto', render: (row) => row.puntoFacturacion },
    {
      key: 'proxima',
      header: 'Próxima fecha',
      render: (row) => (row.proximaFecha ? formatDay(row.proximaFecha) : '—'),
    },
    { key: 'ultimo', header: 'Último resultado', render: describeLast },
    { key: 'estado', header: 'Estado', render: (row) => scheduleStateLabels[row.estado] },
    rowButtonsColumn((row) => [
      {
        key: 'emisiones',
        text: 'Emisiones',
        ariaLabel: `Emisiones de ${row.descripcion}`,
        onSelect: () => setOpened({ kind: 'occurrences', schedule: row }),
      },
      row.estado !== 'FINALIZADA' && {
        key: 'editar',
        text: 'Editar',
        ariaLabel: `Editar ${row.descripcion}`,
        onSelect: () => setOpened({ kind: 'edit', schedule: row }),
      },
      row.estado === 'ACTIVA' && {
        key: 'pausar',
        text: 'Pausar',
        ariaLabel: `Pausar ${row.descripcion}`,
        onSelect: () => action.mutate(() => pauseSchedule(http, row.idProgramacion)),
      },
      row.estado === 'PAUSADA' && {
        key: 'reanudar',
        text: 'Reanudar',
        ariaLabel: `Reanudar ${row.descripcion}`,
        onSelect: () => action.mutate(() => resumeSchedule(http, row.idProgramacion)),
      },
      row.estado !== 'FINALIZADA' && {
        key: 'finalizar',
        text: 'Finalizar',
        ariaLabel: `Finalizar ${row.descripcion}`,
        isDestructive: true,
        onSelect: () => setEnding(row),
      },
    ]),
  ];

  return (
    <ScreenSection title={resource.titlePage} maxWidth={1400}>
      <Typography color="text.secondary">
        Cada día, a primera hora, se emiten las facturas programadas para ese día y se envían por correo a sus
        clientes. Para programar una, use «Programar» en un comprobante autorizado, al generarlo o en un
        borrador.
      </Typography>
      <ClientPagedTable
        ariaLabel="Facturas programadas"
        columns={columns}
        rows={schedules.data?.programaciones}
        rowId={(row) => row.idProgramacion}
        isLoading={schedules.isPending}
      />
      {opened?.kind === 'edit' && (
        <ScheduleDialog schedule={opened.schedule} onClose={() => setOpened(null)} />
      )}
      {opened?.kind === 'occurrences' && (
        <OccurrencesDialog schedule={opened.schedule} onClose={() => setOpened(null)} />
      )}
      {ending && (
        <ConfirmDialog
          isOpen
          title="Finalizar programación"
          message={`«${ending.descripcion}» no se emitirá más. Las emisiones pendientes se pueden emitir a mano.`}
          confirmLabel="Finalizar"
          onConfirm={() => {
            const id = ending.idProgramacion;
            setEnding(null);
            action.mutate(() => endSchedule(http, id));
          }}
          onCancel={() => setEnding(null)}
        />
      )}
    </ScreenSection>
  );
}
