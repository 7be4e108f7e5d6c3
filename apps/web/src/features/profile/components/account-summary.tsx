import type { SessionUser } from '@assay/shared/contracts/auth';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatOrgRole } from '../fns/format-org-role';

/** What the person cannot change here: shown as a description list. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const items: [string, string][] = [
    ['Email', user.email],
    ['Organisation', user.orgName],
    ['Role', formatOrgRole(user.orgRole)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
      {items.map(([term, value]) => (
        <Stack key={term} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
