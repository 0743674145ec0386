import type { Resource } from '@facturar/contracts';
import { DOCUMENT_TYPES } from '@facturar/domain';
import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';
import type { ShellMenu } from '#web/app/menu/menu-model.ts';
import {
  cancellationResourceId,
  changePasswordResourceId,
  documentTypesLandingResourceId,
  homeResourceId,
  pendingVouchersResourceId,
  prerequisiteCheckResourceId,
} from '#web/app/menu/resource-codes.ts';
import { PrerequisiteCheckScreen } from './prerequisite-check-screen.tsx';
import type { ShellNavigation } from './shell-navigation.ts';

const HomePage = lazy(() =>
  import('#web/features/home/components/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const EmissionPage = lazy(() =>
  import('#web/features/emission/index.ts').then((m) => ({ default: m.EmissionPage })),
);
const emissionMenuCodes: ReadonlySet<string> = new Set(DOCUMENT_TYPES.map((type) => type.menu));
const DocumentTypesLanding = lazy(() =>
  import('#web/features/generation-admin/index.ts').then((m) => ({ default: m.DocumentTypesLanding })),
);
const CancellationScreen = lazy(() =>
  import('#web/features/cancellation/index.ts').then((m) => ({ default: m.CancellationScreen })),
);
const ChangePasswordScreen = lazy(() =>
  import('#web/features/password/components/change-password-screen.tsx').then((m) => ({
    default: m.ChangePasswordScreen,
  })),
);

const voucherLists = () => import('#web/features/voucher-lists/index.ts');
const receivedVouchers = () => import('#web/features/received-vouchers/index.ts');
/** The voucher repositories by resource code (spec 000 §2 'Side menu', REP). */
const voucherListScreens: Readonly<Record<string, ComponentType<{ title: string }>>> = {
  AUT: lazy(() => voucherLists().then((m) => ({ default: m.AuthorisedVouchersScreen }))),
  NAU: lazy(() => voucherLists().then((m) => ({ default: m.UnauthorisedVouchersScreen }))),
  PEN: lazy(() => voucherLists().then((m) => ({ default: m.PendingVouchersScreen }))),
  ANU: lazy(() => voucherLists().then((m) => ({ default: m.CancelledVouchersScreen }))),
  CRA: lazy(() => receivedVouchers().then((m) => ({ default: m.ReceivedVouchersScreen }))),
  CAC: lazy(() => receivedVouchers().then((m) => ({ default: m.VoucherLoadingScreen }))),
};

type ResourceScreenProps = {
  navigation: ShellNavigation;
  menu: ShellMenu;
  onPrerequisitesPassed: () => void;
  onHome: () => void;
  onOpenResource: (resource: Resource) => void;
};

/** The shell picks its screen by resource code; screens of later issues are plain 'En construcción' panels. */
export function ResourceScreen(props: ResourceScreenProps) {
  const { navigation, menu, onPrerequisitesPassed, onHome, onOpenResource } = props;
  const { selected } = navigation;
  const resource = menu.resourcesById.get(selected);
  let screen;
  if (selected === prerequisiteCheckResourceId) {
    screen = (
      <PrerequisiteCheckScreen key={navigation.pending} onPassed={onPrerequisitesPassed} onHome={onHome} />
    );
  } else if (selected === changePasswordResourceId && resource) {
    screen = <ChangePasswordScreen title={resource.titlePage} />;
  } else if (resource && voucherListScreens[selected]) {
    const VoucherList = voucherListScreens[selected];
    screen = <VoucherList key={resource.id} title={resource.titlePage} />;
  } else if (emissionMenuCodes.has(selected) && resource) {
    const pending = menu.resourcesById.get(pendingVouchersResourceId);
    screen = (
      <EmissionPage
        key={resource.id}
        menuCode={resource.id}
        title={resource.titlePage}
        onGoToPrerequisites={() => onOpenResource(resource)}
        onOpenPending={() => (pending ? onOpenResource(pending) : onHome())}
      />
    );
  } else if (selected === documentTypesLandingResourceId && resource) {
    screen = <DocumentTypesLanding title={resource.titlePage} />;
  } else if (selected === cancellationResourceId && resource) {
    screen = <CancellationScreen title={resource.titlePage} />;
  } else if (selected !== homeResourceId && resource) {
    screen = <UnderConstructionPanel key={resource.id} title={resource.titlePage} />;
  } else {
    screen = <HomePage />;
  }
  return <Suspense fallback={<PageSpinner />}>{screen}</Suspense>;
}
