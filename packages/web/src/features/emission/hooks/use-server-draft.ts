import type { Draft, DraftCreate } from '@facturar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  deleteDraft,
  draftsKey,
  markDraftIssued,
  quotesKey,
  readDraft,
  readLatestDraft,
  saveDraft,
} from '#web/features/drafts/index.ts';
import { readErrorStatus, readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { useUnsavedChanges } from '#web/lib/unsaved-changes.tsx';
import type { DocumentKind } from '../model/document-kinds.ts';
import type { EmissionValues } from '../model/emission-values.ts';

type SavedDraft = { idBorrador: number; version: number };
export type DraftListing = Pick<DraftCreate, 'nombreReceptor' | 'total'>;

type ServerDraftOptions = {
  kind: DocumentKind;
  form: UseFormReturn<EmissionValues>;
  /** 'Borradores' opened this draft. */
  launchedDraftId: number | undefined;
  /** Back, Forward or a reload: the form takes back the values it held in this tab, and their draft. */
  canRestore: boolean;
  /** What the list shows of the form: its receiver and total. */
  describe: (values: EmissionValues) => DraftListing;
};

/**
 * The form's draft on the server (issue 28 §1, ADR 0115). The values are also kept in the tab's session
 * storage as they change, so Back, Forward and a reload restore them exactly (issue 29); the server draft
 * is saved a moment after the typing stops and survives a new sign-in or another machine. A form opened
 * afresh offers the user's last draft of its type instead of filling itself: a new document starts empty.
 * Saves run one after another; a save over a draft changed elsewhere is refused, and the form's values go
 * to a new draft on the next save, so neither version is lost.
 */
export function useServerDraft({ kind, form, launchedDraftId, canRestore, describe }: ServerDraftOptions) {
  const { http, persistence } = useAppServices();
  const queryClient = useQueryClient();
  const { reset, watch } = form;
  const savedRef = useRef<SavedDraft | null>(null);
  const lastSavedRef = useRef<string | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  // Once its document is issued the form saves no more: a pending autosave of the issued values must not
  // bring the draft back as a new one (the form reopens empty through the prerequisites).
  const isIssuedRef = useRef(false);
  const [isReady, setIsReady] = useState(false);
  const [offer, setOffer] = useState<Draft | null>(null);

  const adopt = useCallback(
    (draft: Draft) => {
      reset(draft.estado as EmissionValues, { keepDefaultValues: true });
      savedRef.current = { idBorrador: draft.idBorrador, version: draft.version };
      lastSavedRef.current = JSON.stringify(draft.estado);
    },
    [reset],
  );

  useEffect(() => {
    let isCancelled = false;
    async function load(): Promise<void> {
      if (launchedDraftId !== undefined) {
        const draft = await readDraft(http, launchedDraftId);
        if (!isCancelled) adopt(draft);
        return;
      }
      const kept = persistence.read('emissionDraft');
      if (canRestore && kept?.kind === kind.code) {
        // The draft first: the reset's own change is written back to the tab with it.
        savedRef.current = kept.draft ?? null;
        reset(kept.values as EmissionValues, { keepDefaultValues: true });
        return;
      }
      const latest = await readLatestDraft(http, kind.code);
      if (!isCancelled) setOffer(latest);
    }
    load()
      .catch((error: unknown) => {
        if (!isCancelled) showErrorToast(readFailureMessage(error));
      })
      .finally(() => {
        if (!isCancelled) setIsReady(true);
      });
    const subscription = watch((values) => {
      void persistence.write('emissionDraft', { kind: kind.code, values, draft: savedRef.current });
    });
    return () => {
      isCancelled = true;
      subscription.unsubscribe();
    };
  }, [adopt, canRestore, http, kind.code, launchedDraftId, persistence, reset, watch]);
  useUnsavedChanges('emission', form.formState.isDirty);

  /** Queues a save of these values; an explicit one ('Guardar borrador') says so when it is done. */
  const save = useCallback(
    (snapshot: string, isExplicit: boolean): Promise<void> => {
      queueRef.current = queueRef.current.then(async () => {
        if (!isExplicit && (isIssuedRef.current || snapshot === lastSavedRef.current)) return;
        const values = JSON.parse(snapshot) as EmissionValues;
        try {
          const draft = await saveDraft(http, savedRef.current, {
            tipoDocumento: kind.code,
            estado: values as unknown as Record<string, unknown>,
            ...describe(values),
          });
          savedRef.current = { idBorrador: draft.idBorrador, version: draft.version };
          lastSavedRef.current = snapshot;
          void persistence.write('emissionDraft', { kind: kind.code, values, draft: savedRef.current });
          void queryClient.invalidateQueries({ queryKey: draftsKey });
          if (isExplicit) showSuccessToast('Borrador guardado');
        } catch (error) {
          const isStale = readErrorStatus(error) === 409;
          if (isStale) savedRef.current = null;
          if (isStale || isExplicit) showErrorToast(readFailureMessage(error));
        }
      });
      return queueRef.current;
    },
    [describe, http, kind.code, persistence, queryClient],
  );

  /** The values stopped changing: saved if they differ from the empty form and from the last save. */
  const autosave = useCallback(
    (snapshot: string) => {
      if (isReady && form.formState.isDirty) void save(snapshot, false);
    },
    [form.formState, isReady, save],
  );

  const saveNow = useCallback(() => save(JSON.stringify(form.getValues()), true), [form, save]);

  /** The form as a saved draft (a quote is made from one): its id, or null when it could not be saved. */
  const saveForQuote = useCallback(async () => {
    await save(JSON.stringify(form.getValues()), false);
    return savedRef.current?.idBorrador ?? null;
  }, [form, save]);

  /** After a settled save, the form no longer writes to its draft (cleared, or issued). */
  const detach = useCallback(
    async (finish: (draft: SavedDraft) => Promise<unknown>) => {
      await queueRef.current;
      const draft = savedRef.current;
      savedRef.current = null;
      lastSavedRef.current = null;
      persistence.remove('emissionDraft');
      if (!draft) return;
      try {
        await finish(draft);
      } catch {
        // The draft stays in 'Borradores', where the user deletes it; the form's work is done.
      }
      void queryClient.invalidateQueries({ queryKey: draftsKey });
      // A draft accepted from a quote: the quote now names its invoice.
      void queryClient.invalidateQueries({ queryKey: quotesKey });
    },
    [persistence, queryClient],
  );

  /** The document was issued: its draft leaves the list. */
  const markIssued = useCallback(
    (documentId: number) => {
      isIssuedRef.current = true;
      return detach((draft) => markDraftIssued(http, draft.idBorrador, documentId));
    },
    [detach, http],
  );
  /** 'Limpiar Formulario' discards the form, and the draft it was saved in. */
  const discard = useCallback(() => detach((draft) => deleteDraft(http, draft.idBorrador)), [detach, http]);

  const acceptOffer = useCallback(() => {
    if (offer) adopt(offer);
    setOffer(null);
  }, [adopt, offer]);

  return {
    isReady,
    offer,
    acceptOffer,
    dismissOffer: () => setOffer(null),
    autosave,
    saveNow,
    saveForQuote,
    markIssued,
    discard,
  };
}
