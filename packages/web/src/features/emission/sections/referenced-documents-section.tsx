import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  GENERIC_NOTE_TYPES,
  LIST_LIMITS,
  REFERRING_NOTE_TYPES,
  type DocumentTypeCode,
} from '@facturar/domain';
import { hasRoomFor } from './list-limit.ts';
import { ReferencedDocumentDialog } from './referenced-document-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionTable, type SectionColumn } from './section-table.tsx';
import type { ReferencedDocument, ReferencedDocumentsSectionProps } from './section-types.ts';

/** Only credit and debit notes refer to other fiscal documents (spec 002 §5 'Referenced document'). */
export function acceptsReferencedDocuments(documentType: DocumentTypeCode): boolean {
  return REFERRING_NOTE_TYPES.includes(documentType) || GENERIC_NOTE_TYPES.includes(documentType);
}

const columns: readonly SectionColumn<ReferencedDocument>[] = [
  { header: 'RUC emisor', cell: (row) => row.rucEmisor.ruc },
  { header: 'CUFE referenciado', cell: (row) => row.cufeReferenciada ?? '' },
  { header: '# Factura papel', cell: (row) => row.nroFacturaPapel ?? '' },
  { header: '# Factura impresora fiscal', cell: (row) => row.nroFacturaImpresora ?? '' },
];

/** 'Documentos fiscales referenciados' of a credit or debit note; nothing for the other types. */
export function ReferencedDocumentsSection(props: ReferencedDocumentsSectionProps) {
  const { value, onChange, documentType, disabled } = props;
  const [isOpen, setIsOpen] = useState(false);
  if (!acceptsReferencedDocuments(documentType)) return null;
  return (
    <SectionCard
      title="Documentos fiscales referenciados"
      action={
        <Button
          onClick={() => setIsOpen(hasRoomFor(value.length, LIST_LIMITS.documentosFiscalesReferenciados))}
          disabled={disabled}
        >
          Nuevo documento fiscal referenciado
        </Button>
      }
    >
      <SectionTable
        label="Documentos fiscales referenciados"
        columns={columns}
        rows={value}
        onDelete={(index) => onChange(value.filter((_, row) => row !== index))}
        disabled={disabled}
      />
      {isOpen && (
        <ReferencedDocumentDialog
          documentType={documentType}
          onAdd={(reference) => {
            onChange([...value, reference]);
            setIsOpen(false);
          }}
          onCancel={() => setIsOpen(false)}
        />
      )}
    </SectionCard>
  );
}
