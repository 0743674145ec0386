import TextField from '@mui/material/TextField';
import {
  customerMessages,
  customerUpdateSchema,
  receiverTypeNames,
  taxpayerTypeNames,
  type CustomerRow,
  type CustomerUpdate,
} from '@facturar/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { customersKey, updateCustomer } from '../api/customers-api.ts';
import { useMasterDataSave, type SaveFailures } from '../hooks/use-master-data-save.ts';
import { LocationField } from '#web/components/form/location-field.tsx';
import { ContactFields, contactDraftOf, type ContactDraft } from './contact-fields.tsx';
import { MasterDataDialog } from './master-data-dialog.tsx';

type CustomerEditDraft = ContactDraft & { ubicacionGeografica: string };

/** The payload of spec 001 §3 'Edit payload' from the dialog's fields. */
function toPayload(customer: CustomerRow, draft: CustomerEditDraft) {
  return {
    idAsignacionEmpresaCliente: customer.idAsignacionEmpresaCliente,
    nombres: draft.nombres,
    correo: draft.correo,
    telefono: draft.telefono,
    direccion: draft.direccion,
    cliente: { tipoReceptor: customer.cliente.tipoReceptor },
    ubicacionGeografica: draft.ubicacionGeografica
      ? { idUbicacionGeografica: draft.ubicacionGeografica }
      : null,
  };
}

const updateFailures: SaveFailures = {
  byStatus: { 400: customerMessages.notUpdated, 404: customerMessages.notFound },
  other: 'Error al editar el cliente. Contáctese con el administrador del Sistema.',
};

/** 'Editar Cliente': identity read-only; names, contact and location editable (spec 001 §2, §5). */
export function EditCustomerDialog({ customer, onClose }: { customer: CustomerRow; onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const isForeign = customer.cliente.tipoReceptor === '04';
  const form = useForm<CustomerEditDraft, unknown, CustomerUpdate>({
    defaultValues: {
      ...contactDraftOf(customer),
      ubicacionGeografica: customer.ubicacionGeografica?.idUbicacionGeografica ?? '',
    },
    resolver: draftResolver<CustomerEditDraft, CustomerUpdate>(
      z.preprocess((draft) => toPayload(customer, draft as CustomerEditDraft), customerUpdateSchema),
    ),
  });
  const { control, getValues } = form;
  const save = useMasterDataSave({
    // The schema has checked the draft; the call sends the spec's payload built from it.
    save: () => updateCustomer(http, customer.idAsignacionEmpresaCliente, toPayload(customer, getValues())),
    listKey: customersKey(claims.ruc),
    failures: updateFailures,
    onClose,
  });
  const { tipoReceptor, tipoContribuyente, idCliente } = customer.cliente;
  return (
    <MasterDataDialog title="Editar Cliente" onCancel={onClose} form={form} save={save}>
      <TextField size="small" label="Identificación" value={idCliente} disabled />
      <TextField
        size="small"
        label="Tipo de receptor"
        value={`${tipoReceptor} - ${receiverTypeNames[tipoReceptor]}`}
        disabled
      />
      <TextField
        size="small"
        label="Tipo de contribuyente"
        value={tipoContribuyente ? taxpayerTypeNames[tipoContribuyente] : ''}
        disabled
      />
      <TextField size="small" label="DV" value={customer.digitoVerificador ?? ''} disabled />
      <ContactFields control={control} />
      {!isForeign && <LocationField control={control} name="ubicacionGeografica" />}
    </MasterDataDialog>
  );
}
