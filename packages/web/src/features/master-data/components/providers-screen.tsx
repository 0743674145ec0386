import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { CustomerRow } from '@facturar/contracts';
import { useState } from 'react';
import { editColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { providerListQueryOptions } from '../api/providers-api.ts';
import { useMasterDataList } from '../hooks/use-master-data-list.ts';
import { EditProviderDialog } from './edit-provider-dialog.tsx';
import { MasterDataScreen } from './master-data-screen.tsx';
import { NewProviderDialog } from './new-provider-dialog.tsx';

/** PRV, the providers (spec 001 §2): list, search, 'Agregar Proveedor' and 'Editar Proveedor'. */
export function ProvidersScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const list = useMasterDataList((request) => providerListQueryOptions(http, claims.ruc, request));
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerRow | null>(null);

  const columns: readonly DataTableColumn<CustomerRow>[] = [
    { key: 'id', header: 'Identificación', render: (row) => row.cliente.idCliente },
    { key: 'nombres', header: 'Razón social / Nombres', render: (row) => row.nombres },
    { key: 'telefono', header: 'Teléfono', render: (row) => row.telefono ?? '' },
    { key: 'direccion', header: 'Dirección', render: (row) => row.direccion ?? '' },
    { key: 'correo', header: 'Correo', render: (row) => row.correo ?? '' },
    editColumn<CustomerRow>((row) => row.nombres, setEditing),
  ];

  return (
    <MasterDataScreen
      title={resource.titlePage}
      searchLabel="RUC/DNI/Nombres"
      list={list}
      columns={columns}
      rowId={(row) => row.idAsignacionEmpresaCliente}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          Agregar Proveedor
        </Button>
      }
    >
      {isAdding && <NewProviderDialog onClose={() => setAdding(false)} />}
      {editing && <EditProviderDialog provider={editing} onClose={() => setEditing(null)} />}
    </MasterDataScreen>
  );
}
