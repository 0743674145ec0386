import {
  REFERRING_NOTE_TYPES,
  formatPanamaDate,
  parsePanamaDateTime,
  referencedDocumentSchema,
} from '@facturar/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showInfoToast } from '#web/lib/toast.ts';
import type { DocumentKind } from '../model/document-kinds.ts';
import { referencedCufeQueryOptions } from '../sections/api/sections-api.ts';
import type { EmissionValues } from '../model/emission-values.ts';

/**
 * A note opened from a repository row ('Nota de crédito' / 'Nota de débito'): the document it refers to is
 * looked up by CUFE (DF mode, as the reference dialog's 'Buscar CUFE' would) and set as its reference once,
 * and its receiver becomes the note's.
 */
export function usePrefilledReference(
  cufe: string | undefined,
  kind: DocumentKind,
  setValue: UseFormSetValue<EmissionValues>,
): void {
  const { http } = useAppServices();
  const isNote = REFERRING_NOTE_TYPES.includes(kind.code);
  const found = useQuery({ ...referencedCufeQueryOptions(http, cufe ?? ''), enabled: isNote && !!cufe });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !found.isSuccess) return;
    applied.current = true;
    const document = found.data;
    if (document === null) {
      showInfoToast('No existen un comprobante con el cufe ingresado');
      return;
    }
    const issued = parsePanamaDateTime(document.fechaEmision);
    const parsed = referencedDocumentSchema.safeParse({
      rucEmisor: {
        tipoRuc: document.tipoContribuyenteEmisor,
        ruc: document.rucEmisor,
        dv: document.dvEmisor,
      },
      nombreEmisor: document.razonSocialEmisor,
      fechaDocumento: issued === null ? '' : formatPanamaDate(issued),
      cufeReferenciada: document.cufe,
    });
    if (parsed.success) setValue('documentosFiscalesReferenciados', [parsed.data]);
    // The note goes to the receiver of the document it corrects (issue 29).
    const { cliente } = document.receptor;
    setValue('customerMode', cliente ? 'data' : 'final');
    setValue('customer', cliente);
    if (kind.code === '04') showInfoToast(`Saldo disponible del documento: ${document.saldoDisponible}`);
  }, [found.isSuccess, found.data, kind.code, setValue]);
}
