import { Card, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PendingAccessRequests } from '@/features/access-requests';
import { projectKeys } from '@/features/projects';
import { activityKeys } from '../api/activity-keys';

export function AccessRequestsCard() {
  const queryClient = useQueryClient();

  // A decision adds a member (member counts) and an activity entry.
  const onDecided = () => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-requests-heading">
      <Title order={2} size="h4" id="dashboard-requests-heading">
        Access requests
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        People asking to join projects you own.
      </Text>
      <PendingAccessRequests onDecided={onDecided} />
    </Card>
  );
}
