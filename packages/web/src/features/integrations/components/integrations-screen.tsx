import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  apiKeyScopeLabels,
  webhookEventLabels,
  type ApiKeyRow,
  type WebhookDeliveryRow,
} from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import {
  ClientPagedTable,
  type DataTableColumn,
  rowButtonsColumn,
} from '#web/components/data-table/index.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import {
  apiKeysQueryOptions,
  deleteWebhook,
  deliveriesQueryOptions,
  integrationsKey,
  resendDelivery,
  revokeApiKey,
  rollWebhookSecret,
  webhooksQueryOptions,
} from '../api/integrations-api.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { SecretDialog } from './secret-dialog.tsx';
import { WebhookDialog } from './webhook-dialog.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

type WebhookRow = { idWebhook: number; url: string; eventos: string[]; activo: boolean; creadoEl: string };
type Confirmation = {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => Promise<{ mensaje: string }>;
};
type Revealed = { title: string; label: string; message: string; secret: string };

const deliveryStates: Record<WebhookDeliveryRow['estado'], string> = {
  PENDIENTE: 'Pendiente',
  ENTREGADA: 'Entregada',
  FALLIDA: 'Fallida',
};

type TableSectionProps<Row> = {
  title: string;
  /** The button that adds one ('Nueva clave'), if the rows are added here. */
  add?: { label: string; onClick: () => void };
  columns: readonly DataTableColumn<Row>[];
  /** Every row: the server answers them whole, and they are paged here. */
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => number;
  isLoading: boolean;
};

/** One of the screen's parts: its heading, its add button, and its table. */
function TableSection<Row>({ title, add, columns, rows, rowId, isLoading }: TableSectionProps<Row>) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {add && (
          <Button variant="contained" onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Stack>
      <ClientPagedTable ariaLabel={title} columns={columns} rows={rows} rowId={rowId} isLoading={isLoading} />
    </Paper>
  );
}

/**
 * API (issue 26): the company's API keys (shown once, listed with their last use, revoked at once), its
 * webhooks (a signing secret shown once, rolled with both valid a day) and the delivery log with 'Reenviar'.
 * Only the company's administrator changes them; the integration guide is docs/INTEGRACION.md.
 */
export function IntegrationsScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const ruc = claims.ruc;
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions(http, ruc));
  const webhooks = useQuery(webhooksQueryOptions(http, ruc));
  const deliveries = useQuery(deliveriesQueryOptions(http, ruc));
  const [dialog, setDialog] = useState<'key' | 'webhook' | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const action = useMutation({
    mutationFn: (run: () => Promise<{ mensaje: string }>) => run(),
    onSuccess: async ({ mensaje }) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey(ruc) });
      showSuccessToast(mensaje);
    },
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });
  const roll = useMutation({
    mutationFn: (id: number) => rollWebhookSecret(http, ruc, id),
    onSuccess: (answer) =>
      setRevealed({
        title: 'Secreto renovado',
        label: 'Secreto de firma',
        message: answer.mensaje,
        secret: answer.secreto,
      }),
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });

  const keyColumns: DataTableColumn<ApiKeyRow>[] = [
    { key: 'nombre', header: 'Nombre', render: (row) => row.nombre },
    { key: 'prefijo', header: 'Clave', render: (row) => `${row.prefijo}…` },
    {
      key: 'permisos',
      header: 'Permisos',
      render: (row) => row.permisos.map((scope) => apiKeyScopeLabels[scope]).join(', '),
    },
    { key: 'punto', header: 'Punto', render: (row) => row.puntoFacturacion ?? '—' },
    {
      key: 'vence',
      header: 'Vence',
      render: (row) => (row.venceEl ? formatDateTime(row.venceEl) : 'No vence'),
    },
    {
      key: 'uso',
      header: 'Último uso',
      render: (row) =>
        row.ultimoUso ? `${formatDateTime(row.ultimoUso)} desde ${row.ultimaDireccion ?? '—'}` : 'Sin uso',
    },
    {
      key: 'estado',
      header: 'Estado',
      render: (row) =>
        row.revocadaEl ? (
          <Chip size="small" label={`Revocada ${formatDateTime(row.revocadaEl)}`} />
        ) : (
          <Button
            size="small"
            color="error"
            aria-label={`Revocar ${row.nombre}`}
            onClick={() =>
              setConfirmation({
                title: 'Revocar clave',
                message: `Los sistemas que usan «${row.nombre}» dejarán de poder llamar a Facturar de inmediato.`,
                confirmLabel: 'Revocar',
                run: () => revokeApiKey(http, ruc, row.idClave),
              })
            }
          >
            Revocar
          </Button>
        ),
    },
  ];

  const webhookColumns: DataTableColumn<WebhookRow>[] = [
    { key: 'url', header: 'Dirección', render: (row) => row.url },
    {
      key: 'eventos',
      header: 'Eventos',
      render: (row) =>
        row.eventos.map((event) => webhookEventLabels[event as keyof typeof webhookEventLabels]).join(', '),
    },
    { key: 'activo', header: 'Estado', render: (row) => (row.activo ? 'Activo' : 'Desactivado') },
    rowButtonsColumn((row) => [
      {
        key: 'renovar',
        text: 'Renovar secreto',
        ariaLabel: `Renovar secreto de ${row.url}`,
        onSelect: () => roll.mutate(row.idWebhook),
      },
      {
        key: 'eliminar',
        text: 'Eliminar',
        ariaLabel: `Eliminar ${row.url}`,
        isDestructive: true,
        onSelect: () =>
          setConfirmation({
            title: 'Eliminar webhook',
            message: `${row.url} dejará de recibir eventos.`,
            confirmLabel: 'Eliminar',
            run: () => deleteWebhook(http, ruc, row.idWebhook),
          }),
      },
    ]),
  ];

  const deliveryColumns: DataTableColumn<WebhookDeliveryRow>[] = [
    { key: 'evento', header: 'Evento', render: (row) => row.evento },
    { key: 'url', header: 'Dirección', render: (row) => row.url },
    { key: 'estado', header: 'Estado', render: (row) => deliveryStates[row.estado] },
    { key: 'intentos', header: 'Intentos', align: 'right', render: (row) => row.intentos },
    {
      key: 'respuesta',
      header: 'Respuesta',
      render: (row) =>
        [
          row.codigoRespuesta ?? '',
          row.latenciaMs === null ? '' : `${row.latenciaMs} ms`,
          row.respuesta ?? '',
        ]
          .filter((part) => part !== '')
          .join(' · '),
    },
    {
      key: 'cuando',
      header: 'Último intento',
      render: (row) => (row.ultimoIntento ? formatDateTime(row.ultimoIntento) : '—'),
    },
    {
      key: 'reenviar',
      header: 'Reenviar',
      render: (row) => (
        <Button
          size="small"
          aria-label={`Reenviar entrega ${row.idEntrega}`}
          onClick={() => action.mutate(() => resendDelivery(http, ruc, row.idEntrega))}
        >
          Reenviar
        </Button>
      ),
    },
  ];

  return (
    <ScreenSection title={resource.titlePage} maxWidth={1200}>
      <Typography color="text.secondary">
        Un punto de venta, una tienda en línea o un ERP emiten con una clave de API y reciben el estado de
        cada comprobante en sus webhooks. La guía de integración explica cómo.
      </Typography>
      <TableSection
        title="Claves de API"
        add={{ label: 'Nueva clave', onClick: () => setDialog('key') }}
        columns={keyColumns}
        rows={keys.data?.claves}
        rowId={(row) => row.idClave}
        isLoading={keys.isPending}
      />
      <TableSection
        title="Webhooks"
        add={{ label: 'Nuevo webhook', onClick: () => setDialog('webhook') }}
        columns={webhookColumns}
        rows={webhooks.data?.webhooks}
        rowId={(row) => row.idWebhook}
        isLoading={webhooks.isPending}
      />
      <TableSection
        title="Entregas de webhooks"
        columns={deliveryColumns}
        rows={deliveries.data?.entregas}
        rowId={(row) => row.idEntrega}
        isLoading={deliveries.isPending}
      />
      {dialog === 'key' && (
        <ApiKeyDialog
          ruc={ruc}
          onClose={() => setDialog(null)}
          onCreated={(key) => {
            setDialog(null);
            setRevealed({
              title: 'Clave creada',
              label: 'Clave de API',
              message: 'Cópiela ahora: no se volverá a mostrar.',
              secret: key,
            });
          }}
        />
      )}
      {dialog === 'webhook' && (
        <WebhookDialog
          ruc={ruc}
          onClose={() => setDialog(null)}
          onCreated={(secret) => {
            setDialog(null);
            setRevealed({
              title: 'Webhook creado',
              label: 'Secreto de firma',
              message: 'Cópielo ahora: no se volverá a mostrar. Con él su sistema verifica cada entrega.',
              secret,
            });
          }}
        />
      )}
      {revealed && <SecretDialog {...revealed} onClose={() => setRevealed(null)} />}
      <ConfirmDialog
        isOpen={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        onConfirm={() => {
          if (confirmation) action.mutate(confirmation.run);
          setConfirmation(null);
        }}
        onCancel={() => setConfirmation(null)}
      />
    </ScreenSection>
  );
}
