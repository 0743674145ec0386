import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMenuAnchor } from '#web/components/use-menu-anchor.ts';

export type PlanAction = 'purchase-plan' | 'upload-voucher';

type PlanMenuProps = {
  canPurchasePlan: boolean;
  canUploadVoucher: boolean;
  onSelect: (action: PlanAction) => void;
};

/** The plan menu of the header (APL, SCO); each entry shows only with its own permission. */
export function PlanMenu({ canPurchasePlan, canUploadVoucher, onSelect }: PlanMenuProps) {
  const menu = useMenuAnchor();
  const entries = [
    {
      action: 'purchase-plan',
      text: 'Adquirir plan',
      icon: <AddShoppingCartOutlined fontSize="small" />,
      isAllowed: canPurchasePlan,
    },
    {
      action: 'upload-voucher',
      text: 'Subir comprobante',
      icon: <CloudUploadOutlined fontSize="small" />,
      isAllowed: canUploadVoucher,
    },
  ] as const;
  function choose(action: PlanAction): void {
    menu.close();
    onSelect(action);
  }
  return (
    <>
      <Tooltip title="Planes">
        <IconButton color="inherit" aria-label="Planes" aria-haspopup="true" {...menu.buttonProps}>
          <ShoppingCartOutlined />
        </IconButton>
      </Tooltip>
      <Menu {...menu.menuProps}>
        {entries
          .filter((entry) => entry.isAllowed)
          .map((entry) => (
            <MenuItem key={entry.action} onClick={() => choose(entry.action)}>
              <ListItemIcon>{entry.icon}</ListItemIcon>
              <ListItemText>{entry.text}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
