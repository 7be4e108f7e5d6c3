import type { Project } from '@assay/shared/contracts/projects';
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../fns/format-date';
import { projectPath } from '../fns/project-path';
import { AccessLevelBadge } from './access-level-badge';
import { type ProjectAction, ProjectRowMenu } from './project-row-menu';

type ProjectTableProps = {
  projects: Project[];
  onAction: (action: ProjectAction, project: Project) => void;
};

export function ProjectTable({ projects, onAction }: ProjectTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Your access</Table.Th>
            <Table.Th scope="col">Members</Table.Th>
            <Table.Th scope="col">Updated</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>
                <Anchor component={Link} to={projectPath(project.id)} fw={500}>
                  {project.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <AccessLevelBadge level={project.accessLevel} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.memberCount}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <time dateTime={project.updatedAt}>{formatDate(project.updatedAt)}</time>
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {project.accessLevel === 'owner' && <ProjectRowMenu project={project} onAction={onAction} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
