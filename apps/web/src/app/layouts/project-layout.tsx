import { EmptyState } from '@/components/ui/empty-state';
import { selectedProjectStore } from '@/lib/selected-project-store';
import { Button, Container } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { AppFrame } from './app-frame';
import { ProjectBar } from './project-bar';

/** Pages of one project. The project comes from `?projectId=`, so links and reloads keep it. */
export function ProjectLayout() {
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId')?.trim() || null;

  // A layout effect runs before the pages' data effects, so their first requests already carry this project.
  useLayoutEffect(() => {
    if (!projectId) return;
    const { setSelectedProjectId } = selectedProjectStore.getState();
    setSelectedProjectId(projectId);
    // Leaving the project stops later calls (dashboard, settings) from naming it in X-Project-Id.
    return () => setSelectedProjectId(null);
  }, [projectId]);

  return (
    <AppFrame>
      <Container size="xl" px={0}>
        {projectId ? (
          <>
            <ProjectBar projectId={projectId} />
            <Outlet />
          </>
        ) : (
          <EmptyState
            titleOrder={1}
            title="Choose a project"
            description="This page belongs to a project, and the link did not say which one. Pick a project from your list."
            action={
              <Button component={Link} to="/projects">
                Go to projects
              </Button>
            }
          />
        )}
      </Container>
    </AppFrame>
  );
}
