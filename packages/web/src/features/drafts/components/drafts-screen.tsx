import type { DraftSummary } from '@facturar/contracts';
import { DOCUMENT_TYPES, GENERIC_NOTE_TYPES, REFERRING_NOTE_TYPES } from '@facturar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { rowButtonsColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import { formatAmount } from '#web/lib/amount-format.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { deleteDraft, draftsKey, draftsQueryOptions } from '../api/drafts-api.ts';
import { SavedFormsScreen } from './saved-forms-screen.tsx';

function typeOf(draft: DraftSummary) {
  return DOCUMENT_TYPES.find((type) => type.codigo === draft.tipoDocumento);
}

/** A note refers to one document and is never repeated: only the other forms can be scheduled. */
const notes: readonly string[] = [...REFERRING_NOTE_TYPES, ...GENERIC_NOTE_TYPES];

/**
 * 'Borradores' (issue 28 §1): the company's unfinished emission forms, the last changed first. 'Abrir'
 * reopens one in its form; 'Emitir' reopens it and starts 'Firmar y autorizar', so it passes every rule
 * a fresh form does; the draft leaves this list once its document is issued. 'Programar' reopens it and
 * opens the schedule dialog with its body (issue 28 §3).
 */
export function DraftsScreen({ resource, shell }: ScreenProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const drafts = useQuery(draftsQueryOptions(http));
  const [toDelete, setToDelete] = useState<DraftSummary | null>(null);
  const removal = useMutation({
    mutationFn: (draft: DraftSummary) => deleteDraft(http, draft.idBorrador),
    onSuccess: async ({ mensaje }) => {
      await queryClient.invalidateQueries({ queryKey: draftsKey });
      showSuccessToast(mensaje);
    },
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });

  const open = (draft: DraftSummary, action: 'open' | 'issue' | 'schedule') => {
    const type = typeOf(draft);
    if (type) {
      shell.openResource(type.menu, {
        draftId: draft.idBorrador,
        isIssuing: action === 'issue',
        isScheduling: action === 'schedule',
      });
    }
  };

  const columns: DataTableColumn<DraftSummary>[] = [
    { key: 'tipo', header: 'Tipo', render: (row) => typeOf(row)?.nombre ?? row.tipoDocumento },
    { key: 'receptor', header: 'Receptor', render: (row) => row.nombreReceptor || 'Sin receptor' },
    { key: 'total', header: 'Total', align: 'right', render: (row) => formatAmount(row.total) },
    { key: 'cambio', header: 'Último cambio', render: (row) => formatDateTime(row.actualizadoEl) },
    { key: 'por', header: 'Por', render: (row) => row.actualizadoPor },
    rowButtonsColumn((row) => {
      const label = `${typeOf(row)?.nombre ?? ''} de ${row.nombreReceptor || 'Sin receptor'}`;
      return [
        { key: 'abrir', text: 'Abrir', ariaLabel: `Abrir ${label}`, onSelect: () => open(row, 'open') },
        {
          key: 'emitir',
          text: 'Emitir',
          ariaLabel: `Emitir ${label}`,
          onSelect: () => open(row, 'issue'),
        },
        !notes.includes(row.tipoDocumento) && {
          key: 'programar',
          text: 'Programar',
          ariaLabel: `Programar ${label}`,
          onSelect: () => open(row, 'schedule'),
        },
        {
          key: 'eliminar',
          text: 'Eliminar',
          ariaLabel: `Eliminar ${label}`,
          isDestructive: true,
          onSelect: () => setToDelete(row),
        },
      ];
    }),
  ];

  return (
    <SavedFormsScreen
      title={resource.titlePage}
      ariaLabel="Borradores"
      columns={columns}
      rows={drafts.data?.borradores ?? []}
      rowId={(row) => row.idBorrador}
      isLoading={drafts.isLoading}
      emptyText="No hay borradores. Los formularios de emisión se guardan aquí mientras se completan."
    >
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Eliminar borrador"
        message={`¿Está seguro de eliminar el borrador de ${toDelete?.nombreReceptor || 'Sin receptor'}?`}
        confirmLabel="Eliminar"
        onConfirm={() => {
          if (toDelete) removal.mutate(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </SavedFormsScreen>
  );
}
