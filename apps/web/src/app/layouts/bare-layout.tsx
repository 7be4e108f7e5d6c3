import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Standalone pages (links from emails, splash, tour): no navigation, just the page. */
export function BareLayout() {
  return (
    <Box component="main" bg="var(--mantine-color-gray-0)" mih="100vh" px="md" py="xl">
      <Outlet />
    </Box>
  );
}
