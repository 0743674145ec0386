import AddOutlined from '@mui/icons-material/AddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { customerExportFileName, type CustomerRow } from '@facturar/contracts';
import { useState } from 'react';
import { CustomerUploadDialog } from '#web/features/customer-upload/index.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { customerListQueryOptions, downloadCustomers } from '../api/customers-api.ts';
import { useMasterDataList } from '../hooks/use-master-data-list.ts';
import { EditCustomerDialog } from './edit-customer-dialog.tsx';
import { NewCustomerDialog } from './new-customer-dialog.tsx';
import { ReceiverListScreen, receiverColumns } from './receiver-list-screen.tsx';

function formatIdentification(row: CustomerRow): string {
  return row.digitoVerificador
    ? `${row.cliente.idCliente} DV ${row.digitoVerificador}`
    : row.cliente.idCliente;
}

/** CLI, the customers (spec 001 §2): paged list newest first, search, new, edit and export. */
export function CustomersScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const list = useMasterDataList(customerListQueryOptions);
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerRow | null>(null);
  const [isUploading, setUploading] = useState(false);

  return (
    <ReceiverListScreen
      title={resource.titlePage}
      list={list}
      columns={[
        { key: 'id', header: 'Identificación', render: formatIdentification },
        receiverColumns.names('Nombres / Razón social'),
        receiverColumns.email,
        receiverColumns.phone,
        receiverColumns.address,
      ]}
      onEdit={setEditing}
      actions={
        <>
          <DownloadButton
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            fetchFile={() => downloadCustomers(http, claims.ruc)}
            fileName={customerExportFileName}
            describeFailure={() => 'No se pudo exportar la lista de clientes.'}
          >
            Exportar
          </DownloadButton>
          <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setUploading(true)}>
            Carga Masiva de Clientes
          </Button>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            Nuevo Cliente
          </Button>
        </>
      }
    >
      {isAdding && <NewCustomerDialog onClose={() => setAdding(false)} />}
      {editing && <EditCustomerDialog customer={editing} onClose={() => setEditing(null)} />}
      {isUploading && <CustomerUploadDialog onClose={() => setUploading(false)} />}
    </ReceiverListScreen>
  );
}
