import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { notificationMessages } from '#web/features/notifications/index.ts';
import { isApiCallError, isNetworkError, unexpectedErrorMessage } from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { availableVouchersQueryOptions } from '#web/features/plans/index.ts';
import { fetchBlockingErrors, generateDocument, nextNumberKey, previewCafe } from '../api/emission-api.ts';
import {
  GENERAL_FIELDS,
  buildGenerationBody,
  findGeneralDataProblems,
  findGenerationProblems,
  needsExportData,
} from '../model/build-request.ts';
import type { DocumentKind } from '../model/document-kinds.ts';
import { computeEmissionTotals } from '../model/emission-totals.ts';
import { createEmptyValues, type EmissionValues } from '../model/emission-values.ts';
import { ExportDataSection, emptyExportData, readExportDataErrors } from '../sections/index.ts';
import { CustomerSection } from './customer-section.tsx';
import { EmissionBody } from './emission-body.tsx';
import { GeneralDataSection } from './general-data-section.tsx';
import { GeneratedDialog, TemplateDialog, WarningDialog } from './generation-dialogs.tsx';

type EmissionScreenProps = {
  kind: DocumentKind;
  /** Back to 'Verificando pre-requisitos' when the prerequisite check finds blocking errors. */
  onGoToPrerequisites: () => void;
  /** To the pending vouchers (PEN) after a generation. */
  onOpenPending: () => void;
};

type Action = 'generate' | 'preview';
type Warnings = { messages: string[]; arePrerequisites: boolean };

const noWarnings: Warnings = { messages: [], arePrerequisites: false };
const previewNetworkMessage = 'Existe problemas en la red. Contáctese con el administrador del Sistema.';

function readServerMessage(error: unknown, action: Action): string {
  if (isNetworkError(error)) {
    return action === 'generate'
      ? 'Existen problemas en la red. Contáctese con el administrador del Sistema.'
      : previewNetworkMessage;
  }
  if (isApiCallError(error)) {
    if (action === 'generate' && error.mensajeSistema) return error.mensajeSistema;
    if (action === 'preview' && error.mensaje !== unexpectedErrorMessage) return error.mensaje;
  }
  return action === 'generate' ? 'Error al generar el comprobante.' : 'Error al generar el cafe.';
}

function readTotals(values: EmissionValues) {
  return computeEmissionTotals({
    lines: values.detalles,
    discounts: values.hasDiscounts ? values.descuentosAdicionales : [],
    retentionCode: values.hasRetention ? values.codigoRetencion : undefined,
    tip: values.propina,
  });
}

const ExportData = memo(function ExportData({
  control,
  kind,
  showAllErrors,
}: {
  control: Control<EmissionValues>;
  kind: DocumentKind;
  showAllErrors: boolean;
}) {
  const destination = useWatch({ control, name: 'destinoOperacion' });
  const { field } = useController({ control, name: 'informacionDatosExportacion' });
  if (!needsExportData(kind, destination)) return null;
  return <ExportDataSection value={field.value} onChange={field.onChange} showAllErrors={showAllErrors} />;
});

/** 'Emisión de …' (spec 002 §2): the emission form of one of the nine document types. */
export function EmissionScreen({ kind, onGoToPrerequisites, onOpenPending }: EmissionScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const form = useForm<EmissionValues>({ defaultValues: createEmptyValues(emptyExportData) });
  const { control, getValues, setError, clearErrors, reset } = form;
  const [showExportErrors, setShowExportErrors] = useState(false);
  const [warnings, setWarnings] = useState<Warnings>(noWarnings);
  const [pendingAction, setPendingAction] = useState<Action | null>(null);
  const [isTemplateOpen, setIsTemplateOpen] = useState(false);
  const [isGenerated, setIsGenerated] = useState(false);
  const [isClearOpen, setIsClearOpen] = useState(false);

  const canAddDetail = useCallback((): boolean => {
    const values = getValues();
    const problems = findGeneralDataProblems(values, kind);
    clearErrors([...GENERAL_FIELDS]);
    for (const [field, message] of Object.entries(problems)) {
      setError(field as keyof typeof problems, { type: 'validate', message });
    }
    const exportErrors = needsExportData(kind, values.destinoOperacion)
      ? readExportDataErrors(values.informacionDatosExportacion)
      : {};
    const hasExportErrors = Object.keys(exportErrors).length > 0;
    setShowExportErrors(hasExportErrors);
    return Object.keys(problems).length === 0 && !hasExportErrors;
  }, [clearErrors, getValues, kind, setError]);

  const clearForm = useCallback(() => {
    reset(createEmptyValues(emptyExportData));
    setShowExportErrors(false);
  }, [reset]);

  const run = useMutation({
    mutationFn: async ({ action, templateCode }: { action: Action; templateCode: string }) => {
      let blocking: string[];
      try {
        blocking = await fetchBlockingErrors(http, claims.sub, claims.ruc);
      } catch (error) {
        throw isNetworkError(error) ? new PrerequisiteNetworkError() : error;
      }
      if (blocking.length > 0) return { action, blocking };
      const values = getValues();
      const body = buildGenerationBody(values, kind, readTotals(values).totalWithTip);
      if (action === 'generate') {
        await generateDocument(http, body, templateCode);
      } else {
        const pdf = await previewCafe(http, body, templateCode);
        const url = URL.createObjectURL(pdf);
        window.open(url, '_blank');
        // The new window has loaded the PDF long before; the blob need not outlive it in this page.
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
      return { action, blocking };
    },
    onSuccess: ({ action, blocking }) => {
      if (blocking.length > 0) {
        setWarnings({ messages: blocking, arePrerequisites: true });
      } else if (action === 'generate') {
        clearForm();
        void queryClient.invalidateQueries({
          queryKey: availableVouchersQueryOptions(http, claims.ruc).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: nextNumberKey(claims.sub) });
        setIsGenerated(true);
      } else {
        showSuccessToast('CAFE generado');
      }
    },
    onError: (error, { action }) => {
      showErrorToast(
        error instanceof PrerequisiteNetworkError
          ? notificationMessages.prerequisiteNetworkFailure
          : readServerMessage(error, action),
      );
    },
  });

  function start(action: Action): void {
    const values = getValues();
    const totals = readTotals(values);
    const problems = findGenerationProblems(
      buildGenerationBody(values, kind, totals.totalWithTip),
      values,
      totals,
    );
    if (problems.length > 0) {
      setWarnings({ messages: problems, arePrerequisites: false });
      return;
    }
    setPendingAction(action);
    setIsTemplateOpen(true);
  }

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Typography variant="h5" component="h1">
        Emisión de {kind.name}
      </Typography>
      <CustomerSection control={control} isForeign={kind.code === '03'} />
      <GeneralDataSection control={control} kind={kind} />
      <ExportData control={control} kind={kind} showAllErrors={showExportErrors} />
      <EmissionBody control={control} kind={kind} canAddDetail={canAddDetail} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={run.isPending} onClick={() => start('preview')}>
          Visualizar CAFE
        </Button>
        <Button variant="contained" disabled={run.isPending} onClick={() => start('generate')}>
          Firmar y autorizar
        </Button>
        <Button color="secondary" onClick={() => setIsClearOpen(true)}>
          Limpiar Formulario
        </Button>
      </Stack>
      <TemplateDialog
        isOpen={isTemplateOpen}
        documentType={kind.code}
        onChoose={(templateCode) => {
          setIsTemplateOpen(false);
          if (pendingAction) run.mutate({ action: pendingAction, templateCode });
        }}
        onClose={() => setIsTemplateOpen(false)}
      />
      <WarningDialog
        messages={warnings.messages}
        onGoToPrerequisites={warnings.arePrerequisites ? onGoToPrerequisites : undefined}
        onClose={() => setWarnings(noWarnings)}
      />
      <GeneratedDialog
        isOpen={isGenerated}
        onOpenPending={onOpenPending}
        onClose={() => setIsGenerated(false)}
      />
      <ConfirmDialog
        isOpen={isClearOpen}
        title="Limpiar Formulario"
        message="¿Está seguro de limpiar los datos del formulario?"
        confirmLabel="Limpiar"
        onConfirm={() => {
          clearForm();
          setIsClearOpen(false);
        }}
        onCancel={() => setIsClearOpen(false)}
      />
    </Stack>
  );
}

class PrerequisiteNetworkError extends Error {}
