import { Suspense } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';
import { homeResourceId, prerequisiteCheckResourceId } from '#web/lib/resource-codes.ts';
import type { ShellActions } from '#web/lib/screen-props.ts';
import type { ShellMenu } from '#web/app/menu/menu-model.ts';
import { HomeScreen, PrerequisiteCheckScreen, screenRegistry } from './screen-registry.ts';
import type { ShellNavigation } from './shell-navigation.ts';

type ResourceScreenProps = {
  navigation: ShellNavigation;
  menu: ShellMenu;
  shell: ShellActions;
  onPrerequisitesPassed: () => void;
};

/**
 * The screen of the selected resource code: 'Verificando pre-requisitos' for -4, the registry's screen,
 * 'En construcción' for a permitted code without one, Home otherwise.
 */
export function ResourceScreen({ navigation, menu, shell, onPrerequisitesPassed }: ResourceScreenProps) {
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
      ) : resource === undefined ? (
        <HomeScreen shell={shell} />
      ) : Screen ? (
        <Screen key={resource.id} resource={resource} shell={shell} />
      ) : (
        <UnderConstructionPanel key={resource.id} title={resource.titlePage} />
      )}
    </Suspense>
  );
}
