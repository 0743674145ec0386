import type { Quote } from '@facturar/contracts';
import { DOCUMENT_TYPES } from '@facturar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rowButtonsColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import { ShareLinkDialog } from '#web/components/share-link-dialog.tsx';
import { saveFile } from '#web/lib/save-file.ts';
import { formatAmount } from '#web/lib/amount-format.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { draftsKey } from '../api/drafts-api.ts';
import {
  acceptQuote,
  downloadQuotePdf,
  quoteShareLinkOptions,
  quotesKey,
  quotesQueryOptions,
  withdrawQuoteLink,
} from '../api/quotes-api.ts';
import { quoteStateLabels } from '../quote-states.ts';
import { SavedFormsScreen } from './saved-forms-screen.tsx';

/**
 * 'Cotizaciones' (issue 28 §2): the company's quotes, with their PDF and their public link ('Compartir',
 * as for a document); 'Aceptar' turns one into an invoice in one step (its form opens filled in), and an
 * invoiced quote names the invoice it became.
 */
export function QuotesScreen({ resource, shell }: ScreenProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const quotes = useQuery(quotesQueryOptions(http));
  const [sharing, setSharing] = useState<Quote | null>(null);
  const accept = useMutation({
    mutationFn: (quote: Quote) => acceptQuote(http, quote.idCotizacion),
    onSuccess: async ({ idBorrador, tipoDocumento }) => {
      await queryClient.invalidateQueries({ queryKey: quotesKey });
      await queryClient.invalidateQueries({ queryKey: draftsKey });
      const type = DOCUMENT_TYPES.find((entry) => entry.codigo === tipoDocumento);
      if (type) shell.openResource(type.menu, { draftId: idBorrador });
    },
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });
  const pdf = useMutation({
    mutationFn: async (quote: Quote) =>
      saveFile(await downloadQuotePdf(http, quote.idCotizacion), `${quote.numero}.pdf`),
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });

  const columns: DataTableColumn<Quote>[] = [
    { key: 'numero', header: 'Número', render: (row) => row.numero },
    { key: 'receptor', header: 'Receptor', render: (row) => row.nombreReceptor || 'Sin receptor' },
    { key: 'total', header: 'Total', align: 'right', render: (row) => formatAmount(row.total) },
    {
      key: 'validez',
      header: 'Válida hasta',
      render: (row) => row.validaHasta.split('-').reverse().join('-'),
    },
    {
      key: 'creada',
      header: 'Creada',
      render: (row) => `${formatDateTime(row.creadaEl)} · ${row.creadaPor}`,
    },
    { key: 'enviada', header: 'Enviada a', render: (row) => row.enviadaA ?? '—' },
    { key: 'estado', header: 'Estado', render: (row) => quoteStateLabels[row.estado] },
    { key: 'factura', header: 'Factura', render: (row) => row.factura?.numero ?? '—' },
    rowButtonsColumn((row) => [
      { key: 'pdf', text: 'PDF', ariaLabel: `PDF de ${row.numero}`, onSelect: () => pdf.mutate(row) },
      {
        key: 'compartir',
        text: 'Compartir',
        ariaLabel: `Compartir ${row.numero}`,
        onSelect: () => setSharing(row),
      },
      row.estado === 'VIGENTE' && {
        key: 'aceptar',
        text: 'Aceptar',
        ariaLabel: `Aceptar ${row.numero}`,
        isDisabled: accept.isPending,
        onSelect: () => accept.mutate(row),
      },
    ]),
  ];

  return (
    <SavedFormsScreen
      title={resource.titlePage}
      ariaLabel="Cotizaciones"
      columns={columns}
      rows={quotes.data?.cotizaciones ?? []}
      rowId={(row) => row.idCotizacion}
      isLoading={quotes.isLoading}
      emptyText="No hay cotizaciones. Se hacen desde un formulario de emisión con «Cotización»."
    >
      {sharing && (
        <ShareLinkDialog
          title={`Compartir cotización ${sharing.numero}`}
          explanation="Quien tenga el enlace verá la cotización, su validez y su estado, y podrá descargar su PDF. No tiene valor fiscal."
          qrLabel="Código QR del enlace de la cotización"
          withdrawalWarning="Quien tenga el enlace ya no podrá abrir la cotización."
          link={quoteShareLinkOptions(http, sharing.idCotizacion)}
          withdraw={() => withdrawQuoteLink(http, sharing.idCotizacion)}
          onClose={() => setSharing(null)}
        />
      )}
    </SavedFormsScreen>
  );
}
