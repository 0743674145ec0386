import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { ProductRow } from '@facturar/contracts';
import { useState } from 'react';
import { editColumn, stateColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { productListQueryOptions } from '../api/products-api.ts';
import { useMasterDataList } from '../hooks/use-master-data-list.ts';
import { MasterDataScreen } from './master-data-screen.tsx';
import { ProductDialog } from './product-dialog.tsx';
import { productStateLabels } from './state-field.tsx';

/** PRO, products and services (spec 001 §2): list of 15 newest first, search by code or description. */
export function ProductsScreen({ resource }: ScreenProps) {
  const list = useMasterDataList(productListQueryOptions);
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);

  const columns: readonly DataTableColumn<ProductRow>[] = [
    { key: 'principal', header: 'Código principal', render: (row) => row.codigoPrincipal },
    { key: 'auxiliar', header: 'Código auxiliar', render: (row) => row.codigoAuxiliar ?? '' },
    { key: 'descripcion', header: 'Descripción', render: (row) => row.descripcion },
    { key: 'precio', header: 'Precio unitario', align: 'right', render: (row) => row.precioUnitario },
    stateColumn<ProductRow>((row) => row.estado, productStateLabels),
    editColumn<ProductRow>((row) => row.codigoPrincipal, setEditing),
  ];

  return (
    <MasterDataScreen
      title={resource.titlePage}
      searchLabel="Código principal / Descripción"
      list={list}
      columns={columns}
      rowId={(row) => row.idProducto}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          Nuevo Producto / Servicio
        </Button>
      }
    >
      {editing !== null && (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </MasterDataScreen>
  );
}
