import type { Resource } from '@facturar/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMenuAnchor } from '#web/components/use-menu-anchor.ts';

type UserMenuProps = {
  companyId: string;
  companyName: string | null;
  userName: string | null;
  entries: readonly Resource[];
  onSelect: (resource: Resource) => void;
  onLogout: () => void;
};

/** Spec 000 §2: the company identifier, the permitted entries among IEM, CCO, SCE, CRS, CQR, APA, then 'Salir'. */
export function UserMenu({ companyId, companyName, userName, entries, onSelect, onLogout }: UserMenuProps) {
  const menu = useMenuAnchor();
  return (
    <>
      <Button
        color="inherit"
        aria-label="Menú de usuario"
        aria-haspopup="true"
        {...menu.buttonProps}
        startIcon={<AccountCircleOutlined />}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 180 }}>
          <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 600, display: 'block' }}>
            {userName ?? companyId}
          </Typography>
        </Box>
      </Button>
      <Menu
        {...menu.menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} role="presentation">
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            Empresa
          </Typography>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {companyId}
          </Typography>
          {companyName && (
            <Typography variant="body2" color="text.secondary">
              {companyName}
            </Typography>
          )}
        </Box>
        <Divider />
        {entries.map((entry) => (
          <MenuItem
            key={entry.id}
            onClick={() => {
              menu.close();
              onSelect(entry);
            }}
          >
            <ListItemText>{entry.nameMenu}</ListItemText>
          </MenuItem>
        ))}
        {entries.length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            menu.close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Salir</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
