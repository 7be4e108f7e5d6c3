import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useProjectAccessQuery } from '../api/get-project-access';
import { AccessLevelBadge } from './access-level-badge';
import { ShareProjectDialog } from './share-project-dialog';

/** The current project's name and the Share button, shown in the project bar. */
export function ProjectBarActions() {
  const projectId = useSelectedProjectId();
  const [isShareOpen, shareDialog] = useDisclosure(false);
  const accessQuery = useProjectAccessQuery(projectId);

  if (!projectId) return null;

  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {accessQuery.isPending ? (
        <Skeleton height={18} width={140} />
      ) : accessQuery.data ? (
        <>
          <Text fw={600} truncate maw={280} title={accessQuery.data.projectName}>
            {accessQuery.data.projectName}
          </Text>
          <AccessLevelBadge level={accessQuery.data.accessLevel} />
        </>
      ) : null}
      <Button variant="default" size="xs" onClick={shareDialog.open}>
        Share
      </Button>
      <ShareProjectDialog projectId={projectId} opened={isShareOpen} onClose={shareDialog.close} />
    </Group>
  );
}
