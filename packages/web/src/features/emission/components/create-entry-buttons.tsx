import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CustomerRow, ProductRow } from '@facturar/contracts';
import { useState, type ReactNode } from 'react';
import { NewCustomerDialog, ProductDialog } from '#web/features/master-data/index.ts';

/** A small 'Crear …' beside a search box, and the master-data dialog it opens over the emission form. */
function CreateEntryButton(props: { label: string; renderDialog: (onClose: () => void) => ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<Add />} sx={{ flexShrink: 0, mt: 0.5 }} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      {isOpen && props.renderDialog(() => setOpen(false))}
    </>
  );
}

/**
 * 'Crear producto' from the emission form (issue 29): PRO's own 'Nuevo Producto / Servicio' dialog over
 * the form; the stored product comes back chosen, and the half-filled document stays as it was.
 */
export function CreateProductButton({ onCreated }: { onCreated: (product: ProductRow) => void }) {
  return (
    <CreateEntryButton
      label="Crear producto"
      renderDialog={(onClose) => <ProductDialog product={null} onSaved={onCreated} onClose={onClose} />}
    />
  );
}

/** 'Crear cliente' from the emission form: CLI's 'Nuevo Cliente' dialog; the stored customer comes back chosen. */
export function CreateCustomerButton({ onCreated }: { onCreated: (customer: CustomerRow) => void }) {
  return (
    <CreateEntryButton
      label="Crear cliente"
      renderDialog={(onClose) => <NewCustomerDialog onSaved={onCreated} onClose={onClose} />}
    />
  );
}

/** A search box with its 'Crear …' beside it, where the search's list of results never covers it. */
export function EntrySearchRow({ create, children }: { create: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {create}
    </Stack>
  );
}
