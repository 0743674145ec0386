import type { CompanyUser } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { formatDateTime } from '#web/features/voucher-lists/index.ts';
import { profileLabel, userStateLabel } from '../user-messages.ts';

/** 'Detalle del Usuario': every field of the user, read only. */
export function UserDetailDialog({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const titleId = useId();
  const fields: [string, string][] = [
    ['Identificación', user.usuario.identificacionUsuario],
    ['Tipo de identificación', user.usuario.typeDocumente === 'P' ? 'Pasaporte' : 'Cédula / RUC'],
    ['Nombre', user.nombreUsuario],
    ['Usuario', user.nombreUsuarioAcceso],
    ['Correo', user.correoPrincipalUsuario],
    ['Teléfono', user.telefonoPrincipalUsuario ?? ''],
    ['Dirección', user.direccionUsuario ?? ''],
    ['Fecha de registro', formatDateTime(user.fechaRegistro)],
    ['Estado', userStateLabel(user.estadoUsuario)],
    ['Perfil', profileLabel(user.asignacionPerfilUsuarios[0]?.perfil.nombre ?? '')],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Detalle del Usuario</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map(([label, value]) => (
            <TextField
              key={label}
              size="small"
              label={label}
              value={value}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
