import { GENERIC_NOTE_TYPES, REFERRING_NOTE_TYPES } from '@facturar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { notificationMessages } from '#web/features/notifications/index.ts';
import {
  isApiCallError,
  isNetworkError,
  networkMessage,
  readFailureMessage,
  unexpectedErrorMessage,
} from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { availableVouchersQueryOptions } from '#web/features/plans/index.ts';
import { openPendingWindow } from '#web/lib/save-file.ts';
import { fetchBlockingErrors, generateDocument, nextNumberKey, previewCafe } from '../api/emission-api.ts';
import {
  GENERAL_FIELDS,
  buildGenerationBody,
  findGeneralDataProblems,
  findGenerationProblems,
  needsExportData,
} from '../model/build-request.ts';
import type { DocumentKind } from '../model/document-kinds.ts';
import { totalsOfValues } from '../model/emission-totals.ts';
import { createEmptyValues, type EmissionValues } from '../model/emission-values.ts';
import { createIdempotencyKey, resumeOrStartAttempt } from '../model/generation-attempt.ts';
import { findReceiverMismatches } from '../model/receiver-mismatch.ts';
import { referencedCufeQueryOptions } from '../sections/api/sections-api.ts';
import { ExportDataSection, acceptsReferencedDocuments, readExportDataErrors } from '../sections/index.ts';
import { CustomerSection } from './customer-section.tsx';
import { EmissionBody } from './emission-body.tsx';
import { ReferencedLinesOffer } from './referenced-lines-offer.tsx';
import { References } from './extra-sections.tsx';
import { usePrefilledReference } from '../hooks/use-prefilled-reference.ts';
import { useServerDraft, type DraftListing } from '../hooks/use-server-draft.ts';
import { DraftAutosave } from './draft-autosave.tsx';
import { DraftOffer } from './draft-offer.tsx';
import { QuoteDialog, type QuoteRequest } from './quote-dialog.tsx';
import { createQuote, quotesKey, sendQuote } from '#web/features/drafts/index.ts';
import { ScheduleDialog } from '#web/features/recurring-invoices/index.ts';
import { GeneralDataSection } from './general-data-section.tsx';
import { CafeTemplateDialog } from '#web/features/cafe-templates/index.ts';
import { GeneratedDialog, WarningDialog, type GeneratedDocument } from './generation-dialogs.tsx';

type EmissionScreenProps = {
  kind: DocumentKind;
  /** A repository row's 'Nota de crédito' / 'Nota de débito': the document the note refers to. */
  referenceCufe?: string | undefined;
  /** Opened through Back, Forward or a reload: the form takes back the draft it left. */
  isRevisited: boolean;
  /** Shown as 'Comprobante generado' on opening: the document this form issued just before. */
  justGenerated?: GeneratedDocument | undefined;
  /** 'Borradores' opened this draft in its form, and whether to start issuing or scheduling it at once. */
  draftId?: number | undefined;
  isIssuingDraft?: boolean | undefined;
  isSchedulingDraft?: boolean | undefined;
  /** To 'Verificando pre-requisitos' when the prerequisite check finds blocking errors (spec 002 §4). */
  onGoToPrerequisites: () => void;
  /** After a generation: through the prerequisites back to an empty form that tells of it (spec 002 §4). */
  onGenerated: (document: GeneratedDocument) => void;
  /** To the pending vouchers (PEN) after a generation. */
  onOpenPending: () => void;
};

type Action = 'generate' | 'preview';
type RunRequest = {
  action: Action;
  templateCode: string;
  pdfWindow: ReturnType<typeof openPendingWindow> | null;
};
type Warnings = { messages: string[] };

const noWarnings: Warnings = { messages: [] };
const previewNetworkMessage = 'Existe problemas en la red. Contáctese con el administrador del Sistema.';

function readServerMessage(error: unknown, action: Action): string {
  if (isNetworkError(error)) {
    return action === 'generate' ? networkMessage : previewNetworkMessage;
  }
  if (isApiCallError(error)) {
    if (action === 'generate' && error.mensajeSistema) return error.mensajeSistema;
    if (action === 'preview' && error.mensaje !== unexpectedErrorMessage) return error.mensaje;
  }
  return action === 'generate' ? 'Error al generar el comprobante.' : 'Error al generar el cafe.';
}

/** What 'Borradores' lists of a form: its receiver and its total with the tip. */
function describeDraft(values: EmissionValues): DraftListing {
  const receiver =
    values.customerMode === 'final' || !values.customer ? 'Consumidor final' : values.customer.nombres;
  let total = '0.00';
  try {
    const computed = totalsOfValues(values).totalWithTip;
    if (!computed.isNegative()) total = computed.toFixed(2);
  } catch {
    // A line still being typed has no total yet; the list shows zero until it has.
  }
  return { nombreReceptor: receiver.slice(0, 200), total };
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
  const {
    kind,
    referenceCufe,
    isRevisited,
    draftId,
    isIssuingDraft,
    isSchedulingDraft,
    onGoToPrerequisites,
    onGenerated,
    onOpenPending,
  } = props;
  const { http, persistence } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const form = useForm<EmissionValues>({ defaultValues: createEmptyValues() });
  const { control, getValues, setError, clearErrors, reset, setValue } = form;
  usePrefilledReference(referenceCufe, kind, setValue);
  const draft = useServerDraft({
    kind,
    form,
    launchedDraftId: draftId,
    canRestore: isRevisited && referenceCufe === undefined,
    describe: describeDraft,
  });
  const [showExportErrors, setShowExportErrors] = useState(false);
  const [warnings, setWarnings] = useState<Warnings>(noWarnings);
  const [pendingAction, setPendingAction] = useState<Action | null>(null);
  const [isTemplateOpen, setIsTemplateOpen] = useState(false);
  const [generated, setGenerated] = useState<GeneratedDocument | null>(props.justGenerated ?? null);
  const [isClearOpen, setIsClearOpen] = useState(false);
  const [receiverQuestion, setReceiverQuestion] = useState<string | null>(null);
  const [isQuoteOpen, setIsQuoteOpen] = useState(false);

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
    reset(createEmptyValues());
    setShowExportErrors(false);
  }, [reset]);
  const { discard: discardDraft } = draft;

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
      const buildBody = () => buildGenerationBody(values, kind, totalsOfValues(values).totalWithTip);
      if (action === 'generate') {
        const attempt = resumeOrStartAttempt(
          persistence.read('generationAttempt'),
          { kind: kind.code, values: JSON.stringify(values) },
          buildBody,
          () => createIdempotencyKey(window.crypto),
        );
        void persistence.write('generationAttempt', attempt);
        const answer = await generateDocument(http, attempt.body, templateCode, attempt.key);
        persistence.remove('generationAttempt');
        await draft.markIssued(answer.idComprobanteElectronico);
        const voucher = {
          id: answer.idComprobanteElectronico,
          accessKey: answer.cufe,
          documentTypeCode: kind.code,
        };
        // A note refers to one document and is never repeated: only the others offer 'Programar'.
        const isNote = [...REFERRING_NOTE_TYPES, ...GENERIC_NOTE_TYPES].includes(kind.code);
        const body = isNote ? null : (attempt.body as Record<string, unknown>);
        return { action, blocking, generated: { cufe: answer.cufe, voucher, body } };
      } else {
        const body = buildBody();
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
        // Spec 002 §4: straight to the prerequisites screen, which says what is missing and where to fix it.
        onGoToPrerequisites();
      } else if (action === 'generate') {
        clearForm();
        void queryClient.invalidateQueries({
          queryKey: availableVouchersQueryOptions(http, claims.ruc).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: nextNumberKey(claims.sub) });
        if (document) onGenerated(document);
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

  /** The form's values once every generation rule holds; otherwise their problems are shown and null. */
  function checkForGeneration(): EmissionValues | null {
    const values = getValues();
    const totals = totalsOfValues(values);
    const problems = findGenerationProblems(
      buildGenerationBody(values, kind, totals.totalWithTip),
      values,
      totals,
    );
    if (problems.length === 0) return values;
    setWarnings({ messages: problems });
    return null;
  }

  function start(action: Action): void {
    const values = checkForGeneration();
    if (values === null) return;
    setPendingAction(action);
    if (action === 'generate' && acceptsReferencedDocuments(kind.code)) void askAboutReceiver(values);
    else setIsTemplateOpen(true);
  }

  /** A note to another receiver than its referenced documents' is issued only once the user confirms it. */
  async function askAboutReceiver(values: EmissionValues): Promise<void> {
    const cufes = values.documentosFiscalesReferenciados.flatMap((reference) =>
      reference.cufeReferenciada ? [reference.cufeReferenciada] : [],
    );
    let mismatches: string[] = [];
    try {
      const referenced = await Promise.all(
        cufes.map((cufe) => queryClient.fetchQuery(referencedCufeQueryOptions(http, cufe))),
      );
      mismatches = findReceiverMismatches(values.customer?.idAsignacionEmpresaCliente ?? null, referenced);
    } catch {
      // Unreadable now: the server still judges the note's receiver when it is generated.
    }
    if (mismatches.length === 0) setIsTemplateOpen(true);
    else
      setReceiverQuestion(
        `El receptor de esta nota no es el del comprobante referenciado (${mismatches.join(', ')}). ¿Desea emitirla de todos modos?`,
      );
  }

  /** 'Cotización': the form checked as for 'Firmar y autorizar', then asked how long the quote holds. */
  function askForQuote(): void {
    if (checkForGeneration() !== null) setIsQuoteOpen(true);
  }

  /** The form is saved as a draft, and the quote made from it (and mailed when an address is given). */
  async function makeQuote({ fechaValidez, correo }: QuoteRequest): Promise<void> {
    try {
      const idBorrador = await draft.saveForQuote();
      if (idBorrador === null) return;
      const values = getValues();
      const comprobante = buildGenerationBody(values, kind, totalsOfValues(values).totalWithTip) as Record<
        string,
        unknown
      >;
      const quote = await createQuote(http, { idBorrador, fechaValidez, comprobante });
      if (correo.trim() !== '') await sendQuote(http, quote.idCotizacion, [correo.trim()]);
      void queryClient.invalidateQueries({ queryKey: quotesKey });
      setIsQuoteOpen(false);
      showSuccessToast(
        correo.trim() === ''
          ? `Cotización ${quote.numero} creada.`
          : `Cotización ${quote.numero} enviada a ${correo.trim()}.`,
      );
    } catch (error) {
      showErrorToast(readFailureMessage(error));
    }
  }

  // 'Emitir' in 'Borradores': once the draft is in the form, 'Firmar y autorizar' as if clicked.
  const hasStartedIssuing = useRef(false);
  useEffect(() => {
    if (!isIssuingDraft || !draft.isReady || hasStartedIssuing.current) return;
    hasStartedIssuing.current = true;
    start('generate');
  });

  // 'Programar' in 'Borradores': once the draft is in the form, the schedule dialog with its body.
  const [isSchedulingOpen, setSchedulingOpen] = useState(isSchedulingDraft ?? false);
  const scheduledBody = (): Record<string, unknown> | null => {
    const values = getValues();
    try {
      return buildGenerationBody(values, kind, totalsOfValues(values).totalWithTip) as Record<
        string,
        unknown
      >;
    } catch {
      // A line still being typed has no total yet.
      return null;
    }
  };
  const scheduling = isSchedulingOpen && draft.isReady ? { body: scheduledBody() } : null;

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Typography variant="h5" component="h1">
        Emisión de {kind.name}
      </Typography>
      <DraftAutosave control={control} onSettled={draft.autosave} />
      {scheduling && !scheduling.body && (
        <Alert severity="warning" onClose={() => setSchedulingOpen(false)}>
          Complete el borrador antes de programarlo.
        </Alert>
      )}
      {draft.offer && (
        <DraftOffer draft={draft.offer} onAccept={draft.acceptOffer} onDismiss={draft.dismissOffer} />
      )}
      {acceptsReferencedDocuments(kind.code) && <References control={control} kind={kind} />}
      <CustomerSection control={control} isForeign={kind.code === '03'} />
      <GeneralDataSection control={control} kind={kind} />
      <ExportData control={control} kind={kind} showAllErrors={showExportErrors} />
      {referenceCufe && <ReferencedLinesOffer cufe={referenceCufe} control={control} />}
      <EmissionBody control={control} kind={kind} canAddDetail={canAddDetail} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={run.isPending} onClick={() => start('preview')}>
          Visualizar CAFE
        </Button>
        <Button variant="contained" disabled={run.isPending} onClick={() => start('generate')}>
          Firmar y autorizar
        </Button>
        <Button variant="outlined" onClick={() => void draft.saveNow()}>
          Guardar borrador
        </Button>
        <Button variant="outlined" onClick={askForQuote}>
          Cotización
        </Button>
        <Button color="secondary" onClick={() => setIsClearOpen(true)}>
          Limpiar Formulario
        </Button>
      </Stack>
      <CafeTemplateDialog
        isOpen={isTemplateOpen}
        documentType={kind.code}
        onChoose={(templateCode) => {
          setIsTemplateOpen(false);
          if (run.isPending) return;
          // The CAFE's window opens during this click, before the PDF is asked for: a pop-up blocker
          // lets a window through only while the user's click is being handled.
          if (pendingAction) {
            const pdfWindow = pendingAction === 'preview' ? openPendingWindow() : null;
            run.mutate({ action: pendingAction, templateCode, pdfWindow });
          }
        }}
        onClose={() => setIsTemplateOpen(false)}
      />
      {scheduling?.body && (
        <ScheduleDialog source={{ comprobante: scheduling.body }} onClose={() => setSchedulingOpen(false)} />
      )}
      <QuoteDialog isOpen={isQuoteOpen} onCreate={makeQuote} onClose={() => setIsQuoteOpen(false)} />
      <WarningDialog messages={warnings.messages} onClose={() => setWarnings(noWarnings)} />
      <GeneratedDialog
        generated={generated}
        onOpenPending={onOpenPending}
        onClose={() => setGenerated(null)}
      />
      <ConfirmDialog
        isOpen={receiverQuestion !== null}
        title="Receptor distinto"
        message={receiverQuestion ?? ''}
        confirmLabel="Continuar"
        onConfirm={() => {
          setReceiverQuestion(null);
          setIsTemplateOpen(true);
        }}
        onCancel={() => setReceiverQuestion(null)}
      />
      <ConfirmDialog
        isOpen={isClearOpen}
        title="Limpiar Formulario"
        message="¿Está seguro de limpiar los datos del formulario?"
        confirmLabel="Limpiar"
        onConfirm={() => {
          clearForm();
          void discardDraft();
          setIsClearOpen(false);
        }}
        onCancel={() => setIsClearOpen(false)}
      />
    </Stack>
  );
}

class PrerequisiteNetworkError extends Error {}
