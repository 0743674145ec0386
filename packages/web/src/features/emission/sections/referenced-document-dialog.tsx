import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  REFERRING_NOTE_TYPES,
  findReferenceDateProblem,
  findReferenceNumberProblem,
  formatPanamaDate,
  parsePanamaDateTime,
  referencedDocumentSchema,
  type DocumentTypeCode,
} from '@facturar/domain';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showInfoToast, showSuccessToast } from '#web/lib/toast.ts';
import { findReferencedCufe, type ReferencedCufeResult } from './api/sections-api.ts';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FieldCells } from '#web/components/form/field-cells.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { RucFields } from './ruc-fields.tsx';
import type { ReferencedDocument } from './section-types.ts';
import { panamaToday } from './today.ts';
import { RadioChoices, type RadioOption } from '#web/components/form/radio-choices.tsx';

/** DE: a document issued outside the product, typed by hand; DF: one the product generated, found by CUFE. */
type ReferenceMode = 'DE' | 'DF';

const referenceModes: readonly RadioOption<ReferenceMode>[] = [
  { value: 'DE', label: 'DE (documento externo)' },
  { value: 'DF', label: 'DF (documento generado en Facturar)' },
];

type ReferenceDraft = {
  rucEmisor: { tipoRuc: string; ruc: string; dv: string };
  nombreEmisor: string;
  fechaDocumento: string;
  cufeReferenciada: string;
  nroFacturaPapel: string;
  nroFacturaImpresora: string;
};

const emptyDraft: ReferenceDraft = {
  rucEmisor: { tipoRuc: '', ruc: '', dv: '' },
  nombreEmisor: '',
  fechaDocumento: '',
  cufeReferenciada: '',
  nroFacturaPapel: '',
  nroFacturaImpresora: '',
};

const cufeLength = 66;

export const referenceLookupMessages = {
  cufeLength: 'Ingrese 66 caracteres referentes al CUFE referenciado.',
  notFound: 'No existen un comprobante con el cufe ingresado',
  failed: 'Existen problemas para consultar el CUFE contactese con el administrador',
} as const;

const referenceSchema = referencedDocumentSchema.superRefine((reference, ctx) => {
  const problem = findReferenceDateProblem(reference.fechaDocumento, new Date());
  if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['fechaDocumento'], message: problem });
});

function fromLookup(found: NonNullable<ReferencedCufeResult>): ReferenceDraft {
  const issued = parsePanamaDateTime(found.fechaEmision);
  return {
    ...emptyDraft,
    rucEmisor: { tipoRuc: found.tipoContribuyenteEmisor, ruc: found.rucEmisor, dv: found.dvEmisor },
    nombreEmisor: found.razonSocialEmisor,
    fechaDocumento: issued === null ? '' : formatPanamaDate(issued),
    cufeReferenciada: found.cufe,
  };
}

type ReferencedDocumentDialogProps = {
  documentType: DocumentTypeCode;
  onAdd: (reference: ReferencedDocument) => void;
  onCancel: () => void;
};

/** 'Nuevo documento fiscal referenciado' (spec 002 §2, §4, §5). */
export function ReferencedDocumentDialog({ documentType, onAdd, onCancel }: ReferencedDocumentDialogProps) {
  const { http } = useAppServices();
  const isReferringNote = REFERRING_NOTE_TYPES.includes(documentType);
  const [mode, setMode] = useState<ReferenceMode>('DE');
  const [balance, setBalance] = useState<{ valorTotal: string; saldoDisponible: string } | null>(null);
  const form = useForm<ReferenceDraft, unknown, ReferencedDocument>({
    defaultValues: emptyDraft,
    resolver: draftResolver<ReferenceDraft, ReferencedDocument>(referenceSchema),
  });
  const { control, reset, getValues, setError, formState } = form;
  const lookup = useMutation({
    mutationFn: (cufe: string) => findReferencedCufe(http, cufe),
    onSuccess: (found) => {
      setBalance(found && { valorTotal: found.valorTotal, saldoDisponible: found.saldoDisponible });
      if (found === null) showInfoToast(referenceLookupMessages.notFound);
      else reset(fromLookup(found));
    },
    onError: () => showErrorToast(referenceLookupMessages.failed),
  });

  const changeMode = (next: ReferenceMode) => {
    setMode(next);
    setBalance(null);
    reset(emptyDraft);
  };
  const search = () => {
    const cufe = getValues('cufeReferenciada').trim();
    reset({ ...emptyDraft, cufeReferenciada: cufe });
    if (cufe.length !== cufeLength) {
      setError('cufeReferenciada', { message: referenceLookupMessages.cufeLength });
      return;
    }
    lookup.mutate(cufe);
  };
  const add = (reference: ReferencedDocument) => {
    const problem = findReferenceNumberProblem(documentType, reference);
    if (problem !== undefined) {
      setError('root.numbers', { message: problem });
      return;
    }
    onAdd(reference);
    showSuccessToast('Información de documento fiscal agregado');
  };

  const isFound = mode === 'DF';
  return (
    <FormDialog
      title="Nuevo documento fiscal referenciado"
      form={form}
      onSubmit={add}
      submitLabel="Agregar"
      onClose={onCancel}
      isDismissible
    >
      <Grid container spacing={2}>
        {isReferringNote && (
          <Grid size={12}>
            <RadioChoices
              label="Origen del documento"
              isRow
              options={referenceModes}
              value={mode}
              onChange={changeMode}
            />
          </Grid>
        )}
        {isReferringNote && (
          <Grid size={isFound ? { xs: 12, sm: 8 } : 12}>
            <FormTextField
              control={control}
              name="cufeReferenciada"
              label="CUFE referenciado"
              slotProps={{ htmlInput: { maxLength: cufeLength } }}
            />
          </Grid>
        )}
        {isFound && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <Button
              fullWidth
              variant="outlined"
              onClick={search}
              loading={lookup.isPending}
              sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
            >
              Buscar CUFE
            </Button>
          </Grid>
        )}
        {isFound && balance && (
          <Grid size={12}>
            <Alert severity="info" aria-label="Saldo del documento referenciado">
              Valor total: {balance.valorTotal} · Saldo disponible: {balance.saldoDisponible}
              {documentType === '04' ? ' (lo que aún admite en notas de crédito)' : ''}
            </Alert>
          </Grid>
        )}
        <RucFields
          control={control}
          names={{ tipoRuc: 'rucEmisor.tipoRuc', ruc: 'rucEmisor.ruc', dv: 'rucEmisor.dv' }}
          rucLabel="RUC del emisor"
          isReadOnly={isFound}
        />
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="nombreEmisor"
            label="Nombre del emisor"
            required
            slotProps={{ htmlInput: { maxLength: 100, readOnly: isFound } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormDateField
            control={control}
            name="fechaDocumento"
            label="Fecha del documento"
            required
            maxDay={panamaToday()}
            readOnly={isFound}
          />
        </Grid>
        {!isFound && (
          <FieldCells size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="nroFacturaPapel"
              label="# Factura papel"
              slotProps={{ htmlInput: { maxLength: 22 } }}
            />
            <FormTextField
              control={control}
              name="nroFacturaImpresora"
              label="# Factura impresora fiscal"
              slotProps={{ htmlInput: { maxLength: 22 } }}
            />
          </FieldCells>
        )}
        {formState.errors.root?.numbers && (
          <Grid size={12}>
            <Alert severity="error">{formState.errors.root.numbers.message}</Alert>
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
