import AddOutlined from '@mui/icons-material/AddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import type { BillingPointRow } from '@facturar/contracts';
import { useState } from 'react';
import {
  editColumn,
  iconColumn,
  stateColumn,
  type DataTableColumn,
} from '#web/components/data-table/index.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { billingPointListQueryOptions } from '../api/billing-points-api.ts';
import { billingPointName } from '../billing-point-name.ts';
import { useMasterDataList } from '../hooks/use-master-data-list.ts';
import { BillingPointDetailDialog } from './billing-point-detail-dialog.tsx';
import { BillingPointDialog } from './billing-point-dialog.tsx';
import { MasterDataScreen } from './master-data-screen.tsx';
import { pointStateLabels } from './state-field.tsx';

/** CSE, the billing points (spec 001 §2): list by branch descending, add, detail, edit. */
export function BillingPointsScreen({ resource }: ScreenProps) {
  const list = useMasterDataList(billingPointListQueryOptions);
  const [editing, setEditing] = useState<BillingPointRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<BillingPointRow | null>(null);

  const columns: readonly DataTableColumn<BillingPointRow>[] = [
    { key: 'sucursal', header: 'Establecimiento', render: (row) => row.codigoSucursal },
    { key: 'punto', header: 'Punto de Facturación', render: (row) => row.puntoFacturacion },
    { key: 'direccion', header: 'Dirección', render: (row) => row.direccion },
    stateColumn<BillingPointRow>((row) => row.estado, pointStateLabels),
    iconColumn<BillingPointRow>({
      key: 'detalle',
      header: 'Ver detalle',
      label: (row) => `Ver detalle ${billingPointName(row)}`,
      icon: <VisibilityOutlined fontSize="small" />,
      onClick: setViewing,
      size: 'small',
    }),
    editColumn<BillingPointRow>((row) => billingPointName(row), setEditing),
  ];

  return (
    <MasterDataScreen
      title={resource.titlePage}
      list={list}
      columns={columns}
      rowId={(row) => row.idSecuencial}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          Agregar
        </Button>
      }
    >
      {editing !== null && (
        <BillingPointDialog point={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {viewing && <BillingPointDetailDialog point={viewing} onClose={() => setViewing(null)} />}
    </MasterDataScreen>
  );
}
