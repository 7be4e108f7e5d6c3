import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { RequestAccessPanel } from './request-access-panel';

/** Where a 403 on a project leads: explains the situation and lets the user ask the owners. */
export function RequestAccessPage() {
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId')?.trim() || null;

  return (
    <>
      <PageHeader title="Request access" />
      <Stack gap="md" maw={600}>
        {projectId ? (
          <RequestAccessPanel key={projectId} projectId={projectId} />
        ) : (
          <>
            <Text>This link does not say which project you wanted to open, so there is nothing to request yet.</Text>
            <Text>
              <Anchor component={Link} to="/projects">
                Go to your projects
              </Anchor>{' '}
              to pick one, or ask the person who sent you the link for the full address.
            </Text>
          </>
        )}
      </Stack>
    </>
  );
}
