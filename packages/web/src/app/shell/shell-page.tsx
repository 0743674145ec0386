import type { Resource } from '@facturar/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import type { ScreenLaunch, ShellActions } from '#web/lib/screen-props.ts';
import { AppFooter } from '#web/components/app-footer.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import {
  NotificationBell,
  NotificationsProvider,
  useNotifications,
} from '#web/features/notifications/index.ts';
import { AvailableVouchersIndicator, PlanMenu, type PlanAction } from '#web/features/plans/index.ts';
import { configurationIds } from '@facturar/contracts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { buildShellMenu, type ShellMenu } from '#web/app/menu/menu-model.ts';
import { changePasswordResourceId } from '#web/lib/resource-codes.ts';
import { SideMenu } from '#web/app/menu/side-menu.tsx';
import { ResourceDialog } from './resource-dialog.tsx';
import { ResourceScreen } from './resource-screen.tsx';
import { ShellHeader } from './shell-header.tsx';
import { formatTitle, initialShellNavigation, navigateShell, readPageTitles } from './shell-navigation.ts';
import { usePermissions } from './use-permissions.ts';
import { UserMenu } from './user-menu.tsx';

/** User-menu entries that change the page; the others (SCE, CRS, CQR, APA) open dialogs (spec 000 §2). */
const pageEntryIds: ReadonlySet<string> = new Set(['IEM', changePasswordResourceId]);

/** 'Are you sure you want to leave?' in the spec (written in English there); the interface is Spanish. */
const logoutQuestion = '¿Está seguro de que desea salir?';

const planResourceIds: Record<PlanAction, string> = {
  'purchase-plan': configurationIds.planPurchase,
  'upload-voucher': configurationIds.uploadVoucher,
};

function ShellFrame({
  menu,
  openResourceRef,
}: {
  menu: ShellMenu;
  openResourceRef: RefObject<(code: string) => void>;
}) {
  const { signOut } = useAppServices();
  const { claims } = useRequiredSession();
  const { overview } = useNotifications();
  const [navigation, dispatch] = useReducer(navigateShell, initialShellNavigation);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [dialogResource, setDialogResource] = useState<Resource | null>(null);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const [launch, setLaunch] = useState<ScreenLaunch | undefined>(undefined);
  const titles = readPageTitles(navigation, menu.resourcesById);
  const { configuration } = menu;

  useEffect(() => {
    document.title = formatTitle(titles.tab);
  }, [titles.tab]);

  function goHome(): void {
    setIsMenuOpen(false);
    dispatch({ type: 'home' });
  }

  function openResource(resource: Resource, launchedWith?: ScreenLaunch): void {
    setIsMenuOpen(false);
    setLaunch(launchedWith);
    dispatch({ type: 'select', resource });
  }

  function openUserEntry(resource: Resource): void {
    if (pageEntryIds.has(resource.id)) {
      openResource(resource);
    } else {
      setDialogResource(resource);
    }
  }

  function openPlanAction(action: PlanAction): void {
    const resource = menu.resourcesById.get(planResourceIds[action]);
    if (resource) {
      openResource(resource);
    }
  }

  const shell: ShellActions = {
    openResource: (code, launchedWith) => {
      const resource = menu.resourcesById.get(code);
      // A user-menu entry opens as it does from the menu: a page (IEM, CCO) or its dialog (SCE, CRS…).
      if (resource?.menuPadre === 'USR') openUserEntry(resource);
      else if (resource) openResource(resource, launchedWith);
      else goHome();
    },
    goHome,
  };
  useEffect(() => {
    openResourceRef.current = shell.openResource;
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ShellHeader
        title={formatTitle(titles.page)}
        onOpenMenu={() => setIsMenuOpen(true)}
        onHome={goHome}
        actions={
          <>
            {configuration.canSeeAvailableVouchers && <AvailableVouchersIndicator />}
            {(configuration.canPurchasePlan || configuration.canUploadVoucher) && (
              <PlanMenu
                canPurchasePlan={configuration.canPurchasePlan}
                canUploadVoucher={configuration.canUploadVoucher}
                onSelect={openPlanAction}
              />
            )}
            <NotificationBell />
            <UserMenu
              companyId={claims.ruc}
              companyName={overview?.nombreEmpresa ?? null}
              userName={overview?.nombreUsuario ?? null}
              entries={menu.userMenu}
              onSelect={openUserEntry}
              onLogout={() => setIsLogoutOpen(true)}
            />
          </>
        }
      />
      <SideMenu
        isOpen={isMenuOpen}
        groups={menu.sideMenu}
        selectedId={navigation.selected}
        onClose={() => setIsMenuOpen(false)}
        onHome={goHome}
        onSelect={(resource) => openResource(resource)}
      />
      <Toolbar />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 4 } }}>
        <ResourceScreen
          navigation={navigation}
          menu={menu}
          shell={shell}
          launch={launch}
          onPrerequisitesPassed={() => dispatch({ type: 'prerequisites-passed' })}
        />
      </Container>
      <AppFooter />
      <ResourceDialog resource={dialogResource} shell={shell} onClose={() => setDialogResource(null)} />
      <ConfirmDialog
        isOpen={isLogoutOpen}
        title="Salir"
        message={logoutQuestion}
        confirmLabel="Confirmar"
        onConfirm={() => signOut()}
        onCancel={() => setIsLogoutOpen(false)}
      />
    </Box>
  );
}

/** '/facturacion': the main shell of spec 000 §2. */
export function ShellPage() {
  const { resources, isLoading } = usePermissions();
  const menu = useMemo(() => buildShellMenu(resources ?? []), [resources]);
  // The frame's navigation, for the notices' remedies (the provider sits around the frame).
  const openResource = useRef<(code: string) => void>(() => undefined);
  if (isLoading) {
    return <PageSpinner isFullPage />;
  }
  return (
    <NotificationsProvider onOpenResource={(code) => openResource.current(code)}>
      <ShellFrame menu={menu} openResourceRef={openResource} />
    </NotificationsProvider>
  );
}
