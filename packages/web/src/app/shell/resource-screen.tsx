import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';
import type { ShellMenu } from '#web/app/menu/menu-model.ts';
import {
  changePasswordResourceId,
  homeResourceId,
  prerequisiteCheckResourceId,
} from '#web/app/menu/resource-codes.ts';
import { PrerequisiteCheckScreen } from './prerequisite-check-screen.tsx';
import type { ShellNavigation } from './shell-navigation.ts';

const HomePage = lazy(() =>
  import('#web/features/home/components/home-page.tsx').then((m) => ({ default: m.HomePage })),
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
};

/** The shell picks its screen by resource code; screens of later issues are plain 'En construcción' panels. */
export function ResourceScreen({ navigation, menu, onPrerequisitesPassed, onHome }: ResourceScreenProps) {
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
  } else if (selected !== homeResourceId && resource) {
    screen = <UnderConstructionPanel key={resource.id} title={resource.titlePage} />;
  } else {
    screen = <HomePage />;
  }
  return <Suspense fallback={<PageSpinner />}>{screen}</Suspense>;
}
