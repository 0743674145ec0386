import { Suspense } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { homeResourceId, prerequisiteCheckResourceId } from '#web/lib/resource-codes.ts';
import type { ScreenLaunch, ShellActions } from '#web/lib/screen-props.ts';
import type { ShellMenu } from '#web/app/menu/menu-model.ts';
import { HomeScreen, PrerequisiteCheckScreen, screenRegistry } from './screen-registry.ts';
import type { ShellNavigation } from './shell-navigation.ts';

/** The menu group of the reports (spec 000 §2): whoever has it may see the home dashboard. */
const reportsResourceId = 'REPO';

type ResourceScreenProps = {
  navigation: ShellNavigation;
  menu: ShellMenu;
  shell: ShellActions;
  launch?: ScreenLaunch | undefined;
  isRevisited: boolean;
  onPrerequisitesPassed: () => void;
};

/**
 * The screen of the selected resource code: 'Verificando pre-requisitos' for -4, the registry's screen, Home
 * for Home itself and for a code that is only a menu group.
 */
export function ResourceScreen(props: ResourceScreenProps) {
  const { navigation, menu, shell, launch, isRevisited, onPrerequisitesPassed } = props;
  const { selected } = navigation;
  const resource = selected === homeResourceId ? undefined : menu.resourcesById.get(selected);
  const Screen = screenRegistry[selected];
  return (
    <Suspense fallback={<PageSpinner />}>
      {selected === prerequisiteCheckResourceId ? (
        <PrerequisiteCheckScreen
          key={navigation.pending}
          onPassed={onPrerequisitesPassed}
          onHome={shell.goHome}
          onOpenResource={shell.openResource}
        />
      ) : resource !== undefined && Screen ? (
        <Screen
          key={`${resource.id}:${launch?.cufe ?? ''}:${launch?.draftId ?? ''}:${String(launch?.isIssuing ?? false)}:${String(launch?.isScheduling ?? false)}`}
          resource={resource}
          shell={shell}
          launch={launch}
          isRevisited={isRevisited}
        />
      ) : (
        <HomeScreen shell={shell} canReadReports={menu.resourcesById.has(reportsResourceId)} />
      )}
    </Suspense>
  );
}
