import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

/** Header on top, the page below; shared by the dashboard and project layouts. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
