import { LoadingRows, LoadError } from '@/components/ui/query-states';
import type { Project } from '@assay/shared/contracts/projects';
import { Button, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useProjectsQuery } from '../api/list-projects';
import { CreateProjectModal } from './create-project-modal';
import { DeleteProjectModal } from './delete-project-modal';
import { ProjectTable } from './project-table';
import type { ProjectAction } from './project-row-menu';
import { RenameProjectModal } from './rename-project-modal';
import { ShareProjectDialog } from './share-project-dialog';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;

export function ProjectListPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [isCreateOpen, createModal] = useDisclosure(false);
  // The chosen row outlives the modal's closing animation, so its text does not blank out mid-fade.
  const [pending, setPending] = useState<{ action: ProjectAction; project: Project } | null>(null);
  const [isActionOpen, actionModal] = useDisclosure(false);
  const projectsQuery = useProjectsQuery({ search: debouncedSearch || undefined, page, size: PAGE_SIZE });

  const onAction = (action: ProjectAction, project: Project) => {
    setPending({ action, project });
    actionModal.open();
  };
  const modalProps = (action: ProjectAction) => ({
    project: pending?.action === action ? pending.project : null,
    opened: isActionOpen && pending?.action === action,
    onClose: actionModal.close,
  });
  const shareProps = modalProps('share');

  return (
    <>
      <PageHeader
        title="Projects"
        description="Each project holds its own datasets, traces, prompts and evaluations."
        actions={<Button onClick={createModal.open}>New project</Button>}
      />
      <Stack gap="lg">
        <TextInput
          label="Search projects"
          placeholder="Search by name"
          type="search"
          maw={360}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
        />

        {projectsQuery.isPending ? (
          <LoadingRows label="Loading projects" />
        ) : projectsQuery.isError ? (
          <LoadError
            title="Could not load your projects"
            message={projectsQuery.error.message}
            onRetry={() => void projectsQuery.refetch()}
          />
        ) : projectsQuery.data.content.length === 0 ? (
          debouncedSearch ? (
            <Text c="dimmed">No projects match “{debouncedSearch}”. Try another name or clear the search.</Text>
          ) : (
            <EmptyState
              title="Start your first project"
              description="No projects yet — create one to start adding datasets and traces"
              action={<Button onClick={createModal.open}>New project</Button>}
            />
          )
        ) : (
          <Stack gap="md">
            <ProjectTable projects={projectsQuery.data.content} onAction={onAction} />
            {projectsQuery.data.totalPages > 1 && (
              <Pagination
                aria-label="Project pages"
                total={projectsQuery.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
              />
            )}
          </Stack>
        )}

        <CreateProjectModal opened={isCreateOpen} onClose={createModal.close} />
        <RenameProjectModal {...modalProps('rename')} />
        <DeleteProjectModal {...modalProps('delete')} />
        <ShareProjectDialog
          projectId={shareProps.project?.id ?? null}
          opened={shareProps.opened}
          onClose={actionModal.close}
        />
      </Stack>
    </>
  );
}
