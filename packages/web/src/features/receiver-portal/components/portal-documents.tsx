import { receiverPortalMessages, type ReceiverDocument, type ReceiverSession } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ClientPagedTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { DateRangeField } from '#web/components/form/date-range-field.tsx';
import { saveFile } from '#web/lib/save-file.ts';
import { formatAmount } from '#web/lib/amount-format.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { showErrorToast, showWarningToast } from '#web/lib/toast.ts';
import {
  downloadPortalFile,
  downloadPortalZip,
  portalDocumentsQueryOptions,
} from '../api/receiver-portal-api.ts';
import { LoadAsReceivedButton } from './load-as-received-button.tsx';

type Range = { fechaInicio: string; fechaFin: string };

/** The documents issued to the receiver's RUC: a period to narrow them, files one by one or as a ZIP. */
export function PortalDocuments({ session }: { session: ReceiverSession }) {
  const { http } = useAppServices();
  const token = session.accessToken;
  const [range, setRange] = useState<Partial<Range>>({});
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [isZipping, setZipping] = useState(false);
  const form = useForm<Range>({ defaultValues: { fechaInicio: '', fechaFin: '' } });
  const documents = useQuery(portalDocumentsQueryOptions(http, token, range));
  const rows = documents.data?.content ?? [];
  const selected = rows.filter((row) => selectedIds.includes(row.id));

  function search(values: Range) {
    setSelectedIds([]);
    setRange(values.fechaInicio && values.fechaFin ? values : {});
  }

  async function download(row: ReceiverDocument, kind: 'xml' | 'pdf') {
    try {
      saveFile(await downloadPortalFile(http, token, row.id, kind), `${row.cufe}.${kind}`);
    } catch (error) {
      showErrorToast(readFailureMessage(error));
    }
  }

  async function downloadZip() {
    if (selected.length === 0 && !range.fechaInicio) {
      showWarningToast(receiverPortalMessages.nothingSelected);
      return;
    }
    setZipping(true);
    try {
      const request = selected.length > 0 ? { ids: selected.map((row) => row.id) } : range;
      saveFile(await downloadPortalZip(http, token, request), 'comprobantes-recibidos.zip');
    } catch (error) {
      showErrorToast(readFailureMessage(error));
    } finally {
      setZipping(false);
    }
  }

  const columns: DataTableColumn<ReceiverDocument>[] = [
    { key: 'emisor', header: 'Emisor', render: (row) => `${row.emisor.razonSocial} (${row.emisor.ruc})` },
    { key: 'tipo', header: 'Tipo', render: (row) => row.tipoComprobante },
    { key: 'numero', header: 'Número', render: (row) => row.numero },
    { key: 'estado', header: 'Estado', render: (row) => row.estado },
    { key: 'emision', header: 'Emisión', render: (row) => formatDateTime(row.fechaEmision) },
    { key: 'autorizacion', header: 'Autorización', render: (row) => formatDateTime(row.fechaAutorizacion) },
    { key: 'anulacion', header: 'Anulación', render: (row) => formatDateTime(row.fechaAnulacion) },
    { key: 'total', header: 'Total', align: 'right', render: (row) => formatAmount(row.valorTotal) },
    {
      key: 'archivos',
      header: 'Archivos',
      render: (row) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => void download(row, 'xml')} aria-label={`XML ${row.numero}`}>
            XML
          </Button>
          <Button size="small" onClick={() => void download(row, 'pdf')} aria-label={`CAFE ${row.numero}`}>
            CAFE
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Grid container spacing={2} component="form" noValidate onSubmit={form.handleSubmit(search)}>
        <DateRangeField control={form.control} startName="fechaInicio" endName="fechaFin" />
        <Grid size={{ xs: 12, md: 'auto' }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
            Buscar
          </Button>
        </Grid>
      </Grid>
      {documents.isError && <Alert severity="error">{readFailureMessage(documents.error)}</Alert>}
      {documents.data?.truncado && (
        <Alert severity="info">
          Se muestran los 500 comprobantes más recientes. Elija un período para ver otros.
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flexGrow: 1 }}>
          {selected.length === 0
            ? 'Seleccione comprobantes, o elija un período, para descargarlos juntos.'
            : `${selected.length} comprobante(s) seleccionado(s)`}
        </Typography>
        <Button variant="contained" onClick={() => void downloadZip()} loading={isZipping}>
          Descargar ZIP
        </Button>
        {session.esEmpresaFacturar && (
          <LoadAsReceivedButton receiverRuc={session.ruc} documents={selected.length > 0 ? selected : rows} />
        )}
      </Stack>
      <ClientPagedTable
        ariaLabel="Comprobantes recibidos"
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        isLoading={documents.isPending}
        selection={{
          selectedIds,
          onChange: setSelectedIds,
          rowLabel: (row) => `Seleccionar ${row.numero}`,
        }}
        emptyText="No hay comprobantes emitidos a su RUC en ese período."
      />
    </Stack>
  );
}
