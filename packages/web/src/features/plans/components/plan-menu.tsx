import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';

export type PlanAction = 'purchase-plan' | 'upload-voucher';

type PlanMenuProps = {
  canPurchasePlan: boolean;
  canUploadVoucher: boolean;
  onSelect: (action: PlanAction) => void;
};

/** The plan menu of the header (APL, SCO); each entry shows only with its own permission. */
export function PlanMenu({ canPurchasePlan, canUploadVoucher, onSelect }: PlanMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  function choose(action: PlanAction): void {
    setAnchor(null);
    onSelect(action);
  }
  return (
    <>
      <Tooltip title="Planes">
        <IconButton
          color="inherit"
          aria-label="Planes"
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ShoppingCartOutlined />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canPurchasePlan && (
          <MenuItem onClick={() => choose('purchase-plan')}>
            <ListItemIcon>
              <AddShoppingCartOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Adquirir plan</ListItemText>
          </MenuItem>
        )}
        {canUploadVoucher && (
          <MenuItem onClick={() => choose('upload-voucher')}>
            <ListItemIcon>
              <CloudUploadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Subir comprobante</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
