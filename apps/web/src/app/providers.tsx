import { TOAST_AUTO_CLOSE_MS } from '@assay/shared/domain/constants';
import { watchSessionInOtherTabs } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => watchSessionInOtherTabs(), []);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
