import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';

export function DashboardLayout() {
  return (
    <AppFrame>
      <Container size="xl" px={0}>
        <Outlet />
      </Container>
    </AppFrame>
  );
}
