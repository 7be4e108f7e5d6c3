import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { ApiError } from '@/lib/api-client';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useTraceByExternalIdQuery } from '../api/get-trace-by-external-id';
import { tracePaths } from '../fns/trace-paths';

/** /projects/evaluation/trace-view-by-external-id?externalId=…: finds the trace your application tagged, and opens it. */
export function TraceByExternalIdPage() {
  const projectId = useSelectedProjectId();
  const [searchParams] = useSearchParams();
  const externalId = searchParams.get('externalId')?.trim() || null;
  const lookup = useTraceByExternalIdQuery(projectId ?? '', externalId);

  if (!projectId) return <LoadingRows label="Finding the trace" />;
  if (lookup.isSuccess) return <Navigate to={tracePaths.traceView(projectId, lookup.data.traceId)} replace />;
  return (
    <>
      <PageHeader
        title="Trace by external id"
        description="The id your own application gave a trace (assay.external_id or external_id on any of its spans)."
      />
      {externalId && lookup.isPending ? (
        <LoadingRows label="Finding the trace" rows={2} />
      ) : externalId && lookup.isError && lookup.error instanceof ApiError && lookup.error.status === 404 ? (
        <EmptyState
          title={`No trace has the external id “${externalId}”`}
          description="Check the id, or wait a few seconds if the trace was sent just now. Traces carry it in the assay.external_id attribute of any span."
          action={<ExternalIdForm projectId={projectId} initial={externalId} />}
        />
      ) : externalId && lookup.isError ? (
        <LoadError
          title="Could not look up the trace"
          message={lookup.error.message}
          onRetry={() => void lookup.refetch()}
        />
      ) : (
        <ExternalIdForm projectId={projectId} initial="" />
      )}
      <Button variant="subtle" component={Link} to={tracePaths.evaluation(projectId)} mt="md">
        Back to traces
      </Button>
    </>
  );
}

function ExternalIdForm({ projectId, initial }: { projectId: string; initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  return (
    <Paper withBorder radius="md" p="md" w="100%">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim() === '') return;
          void navigate(
            `/projects/evaluation/trace-view-by-external-id?${new URLSearchParams({ projectId, externalId: value.trim() })}`,
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="External id"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">Find trace</Button>
        </Group>
      </form>
    </Paper>
  );
}
