import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';

const SETTINGS_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'credentials', label: 'Credentials' },
  { value: 'secrets', label: 'Secrets' },
  { value: 'usage-metrics', label: 'Usage metrics' },
  { value: 'organisation-users', label: 'Organisation users' },
  { value: 'billing', label: 'Billing' },
] as const;

/** /settings/:tabType — each tab is its own lazily loaded child route. */
export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SETTINGS_TABS.find((tab) => pathname.startsWith(`/settings/${tab.value}`))?.value ?? 'profile';

  return (
    <>
      <PageHeader title="Settings" />
      <Tabs value={current} onChange={(value) => value && void navigate(`/settings/${value}`)} keepMounted={false}>
        <Tabs.List aria-label="Settings sections" mb="lg">
          {SETTINGS_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={current}>
          <Outlet />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
