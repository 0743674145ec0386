import type { Resource } from '@facturar/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { createUnsavedChanges, leaveQuestion, UnsavedChangesProvider } from '#web/lib/unsaved-changes.tsx';
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
import { changePasswordResourceId, homeResourceId } from '#web/lib/resource-codes.ts';
import { SideMenu } from '#web/app/menu/side-menu.tsx';
import { ResourceDialog } from './resource-dialog.tsx';
import { ResourceScreen } from './resource-screen.tsx';
import { ShellHeader } from './shell-header.tsx';
import { formatTitle, initialShellNavigation, navigateShell, readPageTitles } from './shell-navigation.ts';
import { isSameScreen, readHistoryScreen, withHistoryScreen, type HistoryScreen } from './screen-history.ts';
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
  // A reload reopens the screen its history entry names (issue 29).
  const [restored] = useState(() => readHistoryScreen(window.history.state));
  const [navigation, dispatch] = useReducer(navigateShell, initialShellNavigation, (initial) => {
    const resource = restored ? menu.resourcesById.get(restored.code) : undefined;
    return resource ? navigateShell(initial, { type: 'select', resource }) : initial;
  });
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [dialogResource, setDialogResource] = useState<Resource | null>(null);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const [launch, setLaunch] = useState<ScreenLaunch | undefined>(() =>
    restored?.cufe === undefined ? undefined : { cufe: restored.cufe },
  );
  // Reached through Back, Forward or a reload: a form takes back the work it held (ScreenProps).
  const [isRevisited, setIsRevisited] = useState(restored !== null);
  const [unsaved] = useState(createUnsavedChanges);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const titles = readPageTitles(navigation, menu.resourcesById);
  const { configuration } = menu;
  // A document just issued is told of once; its screen's history entry is the plain form.
  const screen: HistoryScreen = {
    code: navigation.pending ?? navigation.selected,
    cufe: launch?.generated ? undefined : launch?.cufe,
  };
  const screenRef = useRef(screen);
  useEffect(() => {
    screenRef.current = screen;
  });

  useEffect(() => {
    document.title = formatTitle(titles.tab);
  }, [titles.tab]);

  // Each screen the user opens is a history entry; the first one replaces the entry the app started on.
  useEffect(() => {
    const current = readHistoryScreen(window.history.state);
    if (isSameScreen(current, screen)) return;
    const state = withHistoryScreen(window.history.state, screen);
    if (current === null) window.history.replaceState(state, '');
    else window.history.pushState(state, '');
  }, [screen.code, screen.cufe]); // eslint-disable-line react-hooks/exhaustive-deps -- the screen is its code and document

  function showScreen(target: HistoryScreen): void {
    const resource = menu.resourcesById.get(target.code);
    setIsRevisited(true);
    setLaunch(target.cufe === undefined ? undefined : { cufe: target.cufe });
    dispatch(target.code === homeResourceId || !resource ? { type: 'home' } : { type: 'select', resource });
  }

  const showScreenRef = useRef(showScreen);
  useEffect(() => {
    showScreenRef.current = showScreen;
  });
  useEffect(() => {
    function onPopState(event: PopStateEvent): void {
      const target = readHistoryScreen(event.state);
      if (!target || isSameScreen(screenRef.current, target)) return;
      if (!unsaved.hasUnsavedChanges()) {
        showScreenRef.current(target);
        return;
      }
      // Back may leave the app: the browser has already moved, the screen's entry comes back until the
      // user decides (a menu choice does not ask: Back still finds the form's work).
      // Leaving then steps back onto the target's entry, so Forward (or Back) still finds this screen.
      window.history.pushState(withHistoryScreen(window.history.state, screenRef.current), '');
      setLeaving(() => () => window.history.back());
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [unsaved]);

  function goHome(): void {
    setIsMenuOpen(false);
    dispatch({ type: 'home' });
  }

  function openResource(resource: Resource, launchedWith?: ScreenLaunch): void {
    setIsMenuOpen(false);
    setIsRevisited(false);
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
        <UnsavedChangesProvider value={unsaved}>
          <ResourceScreen
            navigation={navigation}
            menu={menu}
            shell={shell}
            launch={launch}
            isRevisited={isRevisited}
            onPrerequisitesPassed={() => dispatch({ type: 'prerequisites-passed' })}
          />
        </UnsavedChangesProvider>
      </Container>
      <AppFooter />
      <ResourceDialog resource={dialogResource} shell={shell} onClose={() => setDialogResource(null)} />
      <ConfirmDialog
        isOpen={leaving !== null}
        title="Salir de la pantalla"
        message={leaveQuestion}
        confirmLabel="Salir"
        cancelLabel="Quedarme"
        onConfirm={() => {
          unsaved.clear();
          leaving?.();
          setLeaving(null);
        }}
        onCancel={() => setLeaving(null)}
      />
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
