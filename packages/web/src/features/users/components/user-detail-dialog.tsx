import type { CompanyUser } from '@facturar/contracts';
import { DetailDialog } from '#web/components/detail-dialog.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { profileLabel, userStateLabel } from '../user-messages.ts';

/** 'Detalle del Usuario': every field of the user, read only. */
export function UserDetailDialog({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
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
  return <DetailDialog title="Detalle del Usuario" fields={fields} onClose={onClose} />;
}
