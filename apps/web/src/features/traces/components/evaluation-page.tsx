import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingRows } from '@/components/ui/query-states';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { tracePaths } from '../fns/trace-paths';
import { SpanDatasetPanel } from './span-dataset-panel';
import { TraceListPanel } from './trace-list-panel';

function ExternalIdLookup({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const [externalId, setExternalId] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (externalId.trim() === '') return;
        void navigate(
          `/projects/evaluation/trace-view-by-external-id?${new URLSearchParams({ projectId, externalId: externalId.trim() })}`,
        );
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="External id"
          placeholder="Your application's id"
          value={externalId}
          onChange={(e) => setExternalId(e.currentTarget.value)}
          w={220}
        />
        <Button type="submit" variant="default">
          Find trace
        </Button>
      </Group>
    </form>
  );
}

/** /projects/evaluation: the project's traces and its span dataset. */
export function EvaluationPage() {
  const projectId = useSelectedProjectId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'spans' ? 'spans' : 'traces';
  if (!projectId) return <LoadingRows label="Loading traces" />;
  return (
    <>
      <PageHeader
        title="Evaluation"
        description="Traces your applications sent, span by span. Open one to see its tree, timings, inputs and outputs."
        actions={
          <>
            <ExternalIdLookup projectId={projectId} />
            <Button component={Link} to={tracePaths.chatView(projectId)} variant="default">
              Chat view
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (value === 'spans') next.set('tab', 'spans');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="traces">Traces</Tabs.Tab>
          <Tabs.Tab value="spans">Spans</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="traces">
          <TraceListPanel projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="spans">
          <SpanDatasetPanel projectId={projectId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
