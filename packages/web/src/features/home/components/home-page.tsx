import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { AssistanceDialog } from './assistance-dialog.tsx';
import { CertificatePromptDialog } from './certificate-prompt-dialog.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import { useSession } from '#web/lib/app-services/app-services-context.tsx';
import {
  notificationKindLabels,
  notificationKinds,
  useNotifications,
  type NotificationKind,
} from '#web/features/notifications/index.ts';

const kindStyles: Record<
  NotificationKind,
  { icon: ReactElement; color: 'error' | 'warning' | 'info' | 'success' }
> = {
  error: { icon: <ErrorOutline />, color: 'error' },
  warning: { icon: <WarningAmberOutlined />, color: 'warning' },
  info: { icon: <EventNoteOutlined />, color: 'info' },
  success: { icon: <CampaignOutlined />, color: 'success' },
};

/** The dashboard and its charting library load only for the users who see it. */
const BusinessDashboard = lazy(() =>
  import('#web/features/dashboard/index.ts').then((module) => ({ default: module.BusinessDashboard })),
);

/** The payments waiting for review: only the platform's administrators load it. */
const PaymentsWaiting = lazy(() =>
  import('#web/features/payments/index.ts').then((module) => ({ default: module.PaymentsWaiting })),
);

type HomePageProps = {
  shell: ShellActions;
  /** The user's profile reads reports: a company's home shows its dashboard (issue 18). */
  canReadReports?: boolean;
};

/**
 * Spec 000 §2 'Home page': the company, a welcome, and a button per kind of pending notification; for a
 * company user who can read reports, the picture of the business below.
 */
export function HomePage({ shell, canReadReports = false }: HomePageProps) {
  const session = useSession();
  const { overview, isLoadingOverview, counts, openDialog } = useNotifications();
  const [isAssistanceOpen, setAssistanceOpen] = useState(false);
  const kindsWithItems = notificationKinds.filter((kind) => counts[kind] > 0);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {overview?.logoEmpresa ? (
          <Box
            component="img"
            src={overview.logoEmpresa}
            alt={`Logo de ${overview.nombreEmpresa}`}
            sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 2, bgcolor: 'grey.50', p: 1 }}
          />
        ) : (
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 32 }} aria-hidden>
            {overview?.nombreEmpresa.charAt(0).toUpperCase() ?? ''}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {isLoadingOverview && !overview ? (
            <>
              <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
              <Skeleton variant="text" width="40%" />
            </>
          ) : (
            <>
              <Typography variant="h4" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                {overview?.nombreEmpresa}
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
                Bienvenido {overview?.nombreUsuario}
              </Typography>
            </>
          )}
          {session && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              RUC {session.claims.ruc}
            </Typography>
          )}
        </Box>
      </Paper>

      <CertificatePromptDialog />
      {session?.claims.adm && session.claims.perm.startsWith('EMP-') && <SetupChecklist shell={shell} />}
      {session?.claims.adm && session.claims.perm.startsWith('PLT-') && (
        <Suspense fallback={null}>
          <PaymentsWaiting shell={shell} />
        </Suspense>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Ayuda
        </Typography>
        <Button variant="text" startIcon={<MenuBookOutlined />} onClick={() => shell.openResource('-1')}>
          Información sobre Comprobantes Electrónicos
        </Button>
        <Button variant="text" startIcon={<SupportAgentOutlined />} onClick={() => setAssistanceOpen(true)}>
          Asistencia
        </Button>
        <AssistanceDialog isOpen={isAssistanceOpen} onClose={() => setAssistanceOpen(false)} />
      </Paper>
      {kindsWithItems.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
            Notificaciones de la empresa
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {kindsWithItems.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                color={kindStyles[kind].color}
                startIcon={kindStyles[kind].icon}
                onClick={() => openDialog(kind)}
                endIcon={
                  <Chip label={counts[kind]} size="small" color={kindStyles[kind].color} aria-hidden />
                }
                aria-label={notificationKindLabels[kind]}
              >
                {notificationKindLabels[kind]}
              </Button>
            ))}
          </Stack>
        </Paper>
      )}

      {shell && canReadReports && session?.claims.perm.startsWith('EMP-') ? (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <BusinessDashboard shell={shell} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
