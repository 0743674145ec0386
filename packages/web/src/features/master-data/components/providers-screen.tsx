import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { CustomerRow } from '@facturar/contracts';
import { useState } from 'react';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { providerListQueryOptions } from '../api/providers-api.ts';
import { useMasterDataList } from '../hooks/use-master-data-list.ts';
import { EditProviderDialog } from './edit-provider-dialog.tsx';
import { NewProviderDialog } from './new-provider-dialog.tsx';
import { ReceiverListScreen, receiverColumns } from './receiver-list-screen.tsx';

/** PRV, the providers (spec 001 §2): list, search, 'Agregar Proveedor' and 'Editar Proveedor'. */
export function ProvidersScreen({ resource }: ScreenProps) {
  const list = useMasterDataList(providerListQueryOptions);
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerRow | null>(null);

  return (
    <ReceiverListScreen
      title={resource.titlePage}
      list={list}
      columns={[
        { key: 'id', header: 'Identificación', render: (row) => row.cliente.idCliente },
        receiverColumns.names('Razón social / Nombres'),
        receiverColumns.phone,
        receiverColumns.address,
        receiverColumns.email,
      ]}
      onEdit={setEditing}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          Agregar Proveedor
        </Button>
      }
    >
      {isAdding && <NewProviderDialog onClose={() => setAdding(false)} />}
      {editing && <EditProviderDialog provider={editing} onClose={() => setEditing(null)} />}
    </ReceiverListScreen>
  );
}
