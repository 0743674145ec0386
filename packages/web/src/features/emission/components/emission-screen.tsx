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
import { openPendingWindow } from '#web/features/voucher-actions/index.ts';
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
import {
  ExportDataSection,
  acceptsReferencedDocuments,
  emptyExportData,
  readExportDataErrors,
} from '../sections/index.ts';
import { CustomerSection } from './customer-section.tsx';
import { EmissionBody } from './emission-body.tsx';
import { References } from './extra-sections.tsx';
import { usePrefilledReference } from '../hooks/use-prefilled-reference.ts';
import { GeneralDataSection } from './general-data-section.tsx';
import {
  GeneratedDialog,
  TemplateDialog,
  WarningDialog,
  type GeneratedDocument,
} from './generation-dialogs.tsx';

type EmissionScreenProps = {
  kind: DocumentKind;
  /** A repository row's 'Nota de crédito' / 'Nota de débito': the document the note refers to. */
  referenceCufe?: string | undefined;
  /** Back to 'Verificando pre-requisitos' when the prerequisite check finds blocking errors. */
  onGoToPrerequisites: () => void;
  /** To the pending vouchers (PEN) after a generation. */
  onOpenPending: () => void;
};

type Action = 'generate' | 'preview';
type RunRequest = {
  action: Action;
  templateCode: string;
  pdfWindow: ReturnType<typeof openPendingWindow> | null;
};
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
export function EmissionScreen(props: EmissionScreenProps) {
  const { kind, referenceCufe, onGoToPrerequisites, onOpenPending } = props;
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const form = useForm<EmissionValues>({ defaultValues: createEmptyValues(emptyExportData) });
  const { control, getValues, setError, clearErrors, reset, setValue } = form;
  usePrefilledReference(referenceCufe, kind, setValue);
  const [showExportErrors, setShowExportErrors] = useState(false);
  const [warnings, setWarnings] = useState<Warnings>(noWarnings);
  const [pendingAction, setPendingAction] = useState<Action | null>(null);
  const [isTemplateOpen, setIsTemplateOpen] = useState(false);
  const [generated, setGenerated] = useState<GeneratedDocument | null>(null);
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
    mutationFn: async ({ action, templateCode, pdfWindow }: RunRequest) => {
      let blocking: string[];
      try {
        blocking = await fetchBlockingErrors(http, claims.sub, claims.ruc);
      } catch (error) {
        pdfWindow?.close();
        throw isNetworkError(error) ? new PrerequisiteNetworkError() : error;
      }
      if (blocking.length > 0) {
        pdfWindow?.close();
        return { action, blocking, generated: null };
      }
      const values = getValues();
      const body = buildGenerationBody(values, kind, readTotals(values).totalWithTip);
      if (action === 'generate') {
        const answer = await generateDocument(http, body, templateCode);
        const voucher = {
          id: answer.idComprobanteElectronico,
          accessKey: answer.cufe,
          documentTypeCode: kind.code,
        };
        return { action, blocking, generated: { cufe: answer.cufe, voucher } };
      } else {
        try {
          pdfWindow?.show({ blob: await previewCafe(http, body, templateCode), fileName: null });
        } catch (error) {
          pdfWindow?.close();
          throw error;
        }
      }
      return { action, blocking, generated: null };
    },
    onSuccess: ({ action, blocking, generated: document }) => {
      if (blocking.length > 0) {
        setWarnings({ messages: blocking, arePrerequisites: true });
      } else if (action === 'generate') {
        clearForm();
        void queryClient.invalidateQueries({
          queryKey: availableVouchersQueryOptions(http, claims.ruc).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: nextNumberKey(claims.sub) });
        setGenerated(document);
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
      {acceptsReferencedDocuments(kind.code) && <References control={control} kind={kind} />}
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
          // The CAFE's window opens during this click, before the PDF is asked for: a pop-up blocker
          // lets a window through only while the user's click is being handled.
          if (pendingAction) {
            const pdfWindow = pendingAction === 'preview' ? openPendingWindow() : null;
            run.mutate({ action: pendingAction, templateCode, pdfWindow });
          }
        }}
        onClose={() => setIsTemplateOpen(false)}
      />
      <WarningDialog
        messages={warnings.messages}
        onGoToPrerequisites={warnings.arePrerequisites ? onGoToPrerequisites : undefined}
        onClose={() => setWarnings(noWarnings)}
      />
      <GeneratedDialog
        generated={generated}
        onOpenPending={onOpenPending}
        onClose={() => setGenerated(null)}
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
