import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIST_LIMITS, PERSON_TYPES, authorisedRucSchema } from '@facturar/domain';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { draftResolver } from './draft-resolver.ts';
import { hasRoomFor } from './list-limit.ts';
import { RucFields } from './ruc-fields.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionDialog } from './section-dialog.tsx';
import { SectionTable, type SectionColumn } from './section-table.tsx';
import type { AuthorisedRuc, AuthorisedRucsSectionProps } from './section-types.ts';

type RucDraft = { tipoRuc: string; ruc: string; dv: string };

const emptyDraft: RucDraft = { tipoRuc: '', ruc: '', dv: '' };

const columns: readonly SectionColumn<AuthorisedRuc>[] = [
  { header: 'RUC', cell: (row) => row.ruc },
  {
    header: 'Tipo de contribuyente',
    cell: (row) => PERSON_TYPES.find((type) => type.codigo === row.tipoRuc)?.nombre ?? row.tipoRuc,
  },
  { header: 'DV', cell: (row) => row.dv },
];

/** 'RUC autorizados' to download the document (rucsAutorizados), added through 'Nuevo RUC' (spec 002 §2). */
export function AuthorisedRucsSection({ value, onChange, disabled }: AuthorisedRucsSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const { control, handleSubmit, reset } = useForm<RucDraft, unknown, AuthorisedRuc>({
    defaultValues: emptyDraft,
    resolver: draftResolver<RucDraft, AuthorisedRuc>(authorisedRucSchema),
  });
  const close = () => {
    reset(emptyDraft);
    setIsOpen(false);
  };
  const add = handleSubmit((ruc) => {
    onChange([...value, ruc]);
    close();
    showSuccessToast('Información de ruc autorizado agregado al comprobante.');
  });
  const confirmDelete = () => {
    onChange(value.filter((_, index) => index !== pendingDelete));
    setPendingDelete(null);
  };
  return (
    <SectionCard
      title="RUC autorizados"
      action={
        <Button
          onClick={() => setIsOpen(hasRoomFor(value.length, LIST_LIMITS.rucsAutorizados))}
          disabled={disabled}
        >
          Nuevo RUC
        </Button>
      }
    >
      <SectionTable
        label="RUC autorizados"
        columns={columns}
        rows={value}
        onDelete={setPendingDelete}
        disabled={disabled}
      />
      <SectionDialog isOpen={isOpen} title="Nuevo RUC" onSubmit={(event) => void add(event)} onCancel={close}>
        <RucFields control={control} names={{ tipoRuc: 'tipoRuc', ruc: 'ruc', dv: 'dv' }} />
      </SectionDialog>
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Eliminar RUC"
        message="¿Está seguro de eliminar este RUC?"
        confirmLabel="Eliminar"
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </SectionCard>
  );
}
