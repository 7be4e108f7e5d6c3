import { CenteredCard } from '@/components/ui/centered-card';
import { Box, Center, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';

/** Log in, sign up and forgot password: the brand above one centred card. */
export function AuthLayout() {
  return (
    <Box component="main" bg="var(--mantine-color-gray-0)" mih="100vh" px="md">
      <Center mih="100vh" py="xl">
        <Stack w="100%" align="stretch" gap="lg">
          <Text ta="center" fw={700} fz={28} aria-hidden="true">
            Assay
          </Text>
          <CenteredCard>
            <Outlet />
          </CenteredCard>
        </Stack>
      </Center>
    </Box>
  );
}
