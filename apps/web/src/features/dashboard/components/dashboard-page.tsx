import { SimpleGrid, Stack, Title } from '@mantine/core';
import { AccessRequestsCard } from './access-requests-card';
import { RecentActivityCard } from './recent-activity-card';
import { YourProjectsCard } from './your-projects-card';

export function DashboardPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <YourProjectsCard />
          <AccessRequestsCard />
        </Stack>
        <RecentActivityCard />
      </SimpleGrid>
    </Stack>
  );
}
