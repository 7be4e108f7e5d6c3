import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { AccessRequestsCard } from './access-requests-card';
import { RecentActivityCard } from './recent-activity-card';
import { YourProjectsCard } from './your-projects-card';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="Your projects, requests waiting for you and what happened lately." />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <YourProjectsCard />
          <AccessRequestsCard />
        </Stack>
        <RecentActivityCard />
      </SimpleGrid>
    </>
  );
}
