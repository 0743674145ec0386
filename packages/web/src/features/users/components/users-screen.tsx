import { userSearchMinLength, type CompanyUser } from '@facturar/contracts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { userPageQueryOptions, userPageSize, userSearchQueryOptions } from '../api/users-api.ts';
import { profileLabel } from '../user-messages.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { NewUserDialog } from './new-user-dialog.tsx';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { listNetworkMessage } from '#web/lib/list-messages.ts';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

const sizeOptions = [5, 10, 15] as const;

type OpenDialog = { kind: 'new' } | { kind: 'detail' | 'edit' | 'profile'; user: CompanyUser } | null;

function useUserRows(term: string) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  // A page belongs to the term it was chosen for: a new term starts again at the first page.
  const [paging, setPaging] = useState({ term, page: 0 });
  const page = paging.term === term ? paging.page : 0;
  const setPage = (next: number) => setPaging({ term, page: next });
  const [size, setSize] = useState(userPageSize);
  const isSearch = term.length >= userSearchMinLength;
  const list = useQuery({
    ...userPageQueryOptions(http, { ruc: claims.ruc, page, size }),
    enabled: !isSearch,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const search = useQuery({
    ...userSearchQueryOptions(http, claims.ruc, term),
    enabled: isSearch,
    retry: false,
  });
  const error = isSearch ? search.error : list.error;
  useEffect(() => {
    if (error)
      showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : listNetworkMessage);
  }, [error]);
  // Search results come whole and are paged here, 15 to a page like the list.
  const found = search.data ?? [];
  return {
    rows: isSearch ? found.slice(page * size, (page + 1) * size) : (list.data?.content ?? []),
    total: isSearch ? found.length : (list.data?.totalElements ?? 0),
    isLoading: isSearch ? search.isFetching : list.isFetching,
    pagination: {
      page,
      size,
      total: isSearch ? found.length : (list.data?.totalElements ?? 0),
      sizeOptions,
      onPageChange: setPage,
      onSizeChange: (next: number) => {
        setSize(next);
        setPage(0);
      },
    },
  };
}

/** USU 'Administración de Usuarios' (spec 000 §2): the company's users, their dialogs and the search. */
export function UsersScreen({ resource }: ScreenProps) {
  // Spec 000 §5 'User search': from three characters the server searches; a shorter text shows the pages.
  const [term, setTerm] = useState('');
  const users = useUserRows(term);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const action = (
    label: string,
    kind: 'detail' | 'edit' | 'profile',
    icon: React.ReactNode,
    user: CompanyUser,
  ) => (
    <TooltipIconButton
      title={label}
      label={`${label} de ${user.nombreUsuario}`}
      icon={icon}
      onClick={() => setDialog({ kind, user })}
      size="small"
    />
  );
  const columns: readonly DataTableColumn<CompanyUser>[] = [
    { key: 'identificacion', header: 'Identificación', render: (user) => user.usuario.identificacionUsuario },
    { key: 'usuario', header: 'Usuario', render: (user) => user.nombreUsuarioAcceso },
    { key: 'nombre', header: 'Nombre', render: (user) => user.nombreUsuario },
    {
      key: 'perfil',
      header: 'Perfil',
      render: (user) => profileLabel(user.asignacionPerfilUsuarios[0]?.perfil.nombre ?? ''),
    },
    {
      key: 'acciones',
      header: 'Acciones',
      align: 'center',
      render: (user) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          {action('Ver Información', 'detail', <VisibilityOutlined fontSize="small" />, user)}
          {action('Editar Perfil', 'profile', <ManageAccountsOutlined fontSize="small" />, user)}
          {action('Editar Información', 'edit', <EditOutlined fontSize="small" />, user)}
        </Stack>
      ),
    },
  ];

  return (
    <Paper variant="outlined" component="section" aria-label={resource.titlePage} sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {resource.titlePage}
          </Typography>
          <Button
            variant="contained"
            startIcon={<PersonAddOutlined />}
            onClick={() => setDialog({ kind: 'new' })}
          >
            Agregar Usuario
          </Button>
        </Stack>
        <SearchBox
          label="Buscar usuario por: RUC/Cédula/Nombres"
          onSearch={setTerm}
          onClear={() => setTerm('')}
          maxLength={300}
          isSearching={users.isLoading && term.length >= userSearchMinLength}
        />
        <DataTable
          ariaLabel="Usuarios de la empresa"
          columns={columns}
          rows={users.rows}
          rowId={(user) => user.idAsignacionEmpresaUsuario}
          isLoading={users.isLoading}
          pagination={users.pagination}
        />
      </Stack>
      {dialog?.kind === 'new' && <NewUserDialog onClose={close} />}
      {dialog?.kind === 'detail' && <UserDetailDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'edit' && <EditUserDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'profile' && <EditProfileDialog user={dialog.user} onClose={close} />}
    </Paper>
  );
}
