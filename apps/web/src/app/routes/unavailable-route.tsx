import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Stack } from '@mantine/core';
import { UNAVAILABLE_SCREENS, type UnavailableScreen } from './unavailable-screens';

const NOT_YET = 'Not available yet in this version.';

/** The route component of a screen that a later version builds (see unavailable-screens.ts). */
export function createUnavailableRoute(screen: UnavailableScreen) {
  const { title, description, ...rest } = UNAVAILABLE_SCREENS[screen];
  const isTab = 'isTab' in rest && rest.isTab;

  function UnavailableRoute() {
    // Settings tabs sit under the settings page's h1; full pages carry their own.
    if (isTab) return <EmptyState title={title} description={`${description} ${NOT_YET}`} />;
    return (
      <Stack gap={0}>
        <PageHeader title={title} />
        <EmptyState title="Not available yet" description={`${description} ${NOT_YET}`} />
      </Stack>
    );
  }
  UnavailableRoute.displayName = `UnavailableRoute(${screen})`;
  return UnavailableRoute;
}
