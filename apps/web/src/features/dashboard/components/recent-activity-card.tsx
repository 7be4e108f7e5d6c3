import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useActivityQuery } from '../api/list-activity';
import { formatRelativeTime } from '../fns/format-relative-time';

const ACTIVITY_LIMIT = 15;

export function RecentActivityCard() {
  const activityQuery = useActivityQuery(ACTIVITY_LIMIT);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-activity-heading">
      <Title order={2} size="h4" id="dashboard-activity-heading" mb="sm">
        Recent activity
      </Title>
      {activityQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading activity">
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : activityQuery.isError ? (
        <Text size="sm" c="red">
          {activityQuery.error.message}
        </Text>
      ) : activityQuery.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No activity yet. Creating projects, sharing them and importing data will show up here.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {activityQuery.data.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">
                <Text span fw={600}>
                  {entry.actorName}
                </Text>{' '}
                {entry.summary}
              </Text>
              <Group gap="xs">
                {entry.projectId && entry.projectName && (
                  <Anchor
                    component={Link}
                    to={`/projects/datasets?projectId=${encodeURIComponent(entry.projectId)}`}
                    size="xs"
                  >
                    {entry.projectName}
                  </Anchor>
                )}
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
                    {formatRelativeTime(entry.createdAt)}
                  </time>
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
