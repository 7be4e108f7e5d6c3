import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useProjectsQuery } from '@/features/projects';

const SHOWN_PROJECTS = 5;

export function YourProjectsCard() {
  const projectsQuery = useProjectsQuery({ page: 0, size: SHOWN_PROJECTS });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-projects-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="dashboard-projects-heading">
          Your projects
        </Title>
        <Anchor component={Link} to="/projects" size="sm">
          All projects
        </Anchor>
      </Group>
      {projectsQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading projects">
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : projectsQuery.isError ? (
        <Text size="sm" c="red">
          {projectsQuery.error.message}
        </Text>
      ) : projectsQuery.data.content.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            You are not in any project yet. Create one to start adding datasets and traces.
          </Text>
          <Button component={Link} to="/projects" size="xs">
            Go to projects
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {projectsQuery.data.content.map((project) => (
            <Group component="li" key={project.id} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor
                component={Link}
                to={`/projects/datasets?projectId=${encodeURIComponent(project.id)}`}
                truncate
                fw={500}
              >
                {project.name}
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {project.memberCount} {project.memberCount === 1 ? 'member' : 'members'}
                </Text>
                <Badge variant="light" size="sm" color="gray">
                  {project.accessLevel}
                </Badge>
              </Group>
            </Group>
          ))}
          {projectsQuery.data.totalElements > SHOWN_PROJECTS && (
            <Text size="sm" c="dimmed" component="li">
              and {projectsQuery.data.totalElements - SHOWN_PROJECTS} more
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
