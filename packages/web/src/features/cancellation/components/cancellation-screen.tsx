import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { cancellationRequestSchema, type CancellationRequest } from '@facturar/contracts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';
import { describeTimeLeft, formatDateTime } from '#web/lib/date-format.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { showErrorToast, showInfoToast, showSuccessToast } from '#web/lib/toast.ts';
import { cancelDocument, findDocumentByCufe, type DocumentByCufe } from '../api/cancellation-api.ts';
import {
  cancellationMessages,
  isCancellationRegistered,
  readCancellationFailure,
} from '../cancellation-messages.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';

const cufeLength = 66;
const emptyForm: CancellationRequest = { cufe: '', motivo: '' };

type FoundDocument = NonNullable<DocumentByCufe>;

/** EAN, 'Evento de anulación': find one of the company's documents by CUFE, then cancel it with a reason. */
export function CancellationScreen({ resource, launch }: ScreenProps) {
  const title = resource.titlePage;
  const { http } = useAppServices();
  const [found, setFound] = useState<FoundDocument | null>(null);
  const [confirming, setConfirming] = useState<CancellationRequest | null>(null);
  const { control, handleSubmit, getValues, setError, clearErrors, reset } = useForm<CancellationRequest>({
    defaultValues: { ...emptyForm, cufe: launch?.cufe ?? '' },
    resolver: zodResolver(cancellationRequestSchema),
  });

  const lookup = useMutation({
    mutationFn: (cufe: string) => findDocumentByCufe(http, cufe),
    onSuccess: (document) => {
      setFound(document);
      if (document === null) showInfoToast(cancellationMessages.lookupNotFound);
    },
    onError: () => showErrorToast(cancellationMessages.lookupFailure),
  });
  const cancellation = useMutation({
    mutationFn: (request: CancellationRequest) => cancelDocument(http, request),
    onSuccess: (answer) => {
      if (!isCancellationRegistered(answer)) {
        showErrorToast(cancellationMessages.failure);
        return;
      }
      showSuccessToast(cancellationMessages.success);
      reset(emptyForm);
      setFound(null);
    },
    onError: (error) => showErrorToast(readCancellationFailure(error)),
  });

  const [typedCufe, reason] = useWatch({ control, name: ['cufe', 'motivo'] });

  const search = () => {
    const cufe = getValues('cufe').trim();
    setFound(null);
    if (cufe.length !== cufeLength) {
      setError('cufe', { message: cancellationMessages.lookupLength });
      return;
    }
    clearErrors('cufe');
    lookup.mutate(cufe);
  };
  // Opened from a repository row ('Anular'): the document is looked up at once.
  const launchedCufe = launch?.cufe;
  const { mutate: lookUp } = lookup;
  useEffect(() => {
    if (launchedCufe !== undefined && launchedCufe.length === cufeLength) lookUp(launchedCufe);
  }, [launchedCufe, lookUp]);

  // 'Anular' asks first: the event cannot be undone.
  const cancel = handleSubmit((request) => setConfirming(request));

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3, maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <form noValidate onSubmit={(event) => void cancel(event)}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name="cufe"
              label="CUFE"
              required
              size="medium"
              onValueChange={() => setFound(null)}
              helperText={`${typedCufe.length}/${cufeLength}`}
              slotProps={{ htmlInput: { maxLength: cufeLength, spellCheck: false } }}
            />
            <Button
              variant="outlined"
              onClick={search}
              loading={lookup.isPending}
              sx={{ minWidth: 140, mt: 1 }}
            >
              Buscar
            </Button>
          </Stack>
          {found !== null && (
            <Alert severity="info" role="status" aria-label="Comprobante encontrado">
              <Typography variant="body2">
                Tipo de comprobante: <strong>{found.tipoComprobanteElectronico.nombreComprobante}</strong>
              </Typography>
              <Typography variant="body2">
                Número: <strong>{found.numeroFactura}</strong> · Receptor: <strong>{found.receptor}</strong>
              </Typography>
              <Typography variant="body2">
                Fecha de emisión: <strong>{formatDateTime(found.fechaEmision)}</strong> · Valor total:{' '}
                <strong>{formatAmount(found.valorTotal)}</strong>
              </Typography>
              {found.anulableHasta !== null && (
                <Typography variant="body2">
                  Puede anularse hasta el <strong>{formatDateTime(found.anulableHasta)}</strong> (
                  {describeTimeLeft(found.anulableHasta)})
                </Typography>
              )}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="motivo"
            label="Motivo de la anulación"
            required
            multiline
            minRows={3}
            size="medium"
            helperText={`${reason.length}/300`}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={found === null}
              loading={cancellation.isPending}
            >
              Anular
            </Button>
          </Stack>
        </Stack>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null && found !== null}
        title="Confirmar anulación"
        message={found === null ? '' : describeCancellation(found)}
        confirmLabel="Sí, anular"
        cancelLabel="No anular"
        onConfirm={() => {
          setConfirming(null);
          // The dialog closes at once; the guard still ignores a second click on it while it fades.
          return confirming && cancellation.mutateAsync(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}

/** The confirmation names the document: type, number, receiver and total, and that it cannot be undone. */
function describeCancellation(document: FoundDocument): string {
  const type = document.tipoComprobanteElectronico.nombreComprobante;
  return (
    `¿Anular la ${type} N.º ${document.numeroFactura} emitida a ${document.receptor} por ` +
    `${formatAmount(document.valorTotal)}? La anulación se registra en la DGI y no se puede deshacer.`
  );
}
