import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useProjectAccessQuery } from '@/features/projects';
import { ApiError } from '@/lib/api-client';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useExtractionRuleQuery } from '../api/get-extraction-rule';
import { NEW_RULE_VALUES, toFormValues } from '../fns/rule-form-values';
import { RuleEditorForm } from './rule-editor-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `extraction-rules/new` creates a rule; `extraction-rules/{id}` edits one. */
export function ExtractionRuleEditorPage() {
  const { id = '' } = useParams();
  const projectId = useSelectedProjectId();
  const isNew = id === 'new';
  const isValidId = UUID.test(id);
  const ruleQuery = useExtractionRuleQuery(projectId, !isNew && isValidId ? id : null);
  const accessLevel = useProjectAccessQuery(projectId).data?.accessLevel;
  const canManage = accessLevel === 'owner' || accessLevel === 'editor';
  const backLink = (
    <Anchor
      component={Link}
      to={`/projects/extraction-rules${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`}
    >
      Back to extraction rules
    </Anchor>
  );

  if (!projectId) {
    return (
      <>
        <PageHeader title="Rule editor" />
        <Text>
          Choose a project first:{' '}
          <Anchor component={Link} to="/projects">
            go to your projects
          </Anchor>
          .
        </Text>
      </>
    );
  }
  if (isNew) {
    return (
      <>
        <PageHeader
          title="New extraction rule"
          description="Pick spans, map their values onto columns, preview on a real trace, then create the rule."
        />
        <RuleEditorForm projectId={projectId} rule={null} initialValues={NEW_RULE_VALUES} canManage={canManage} />
      </>
    );
  }
  const isMissing =
    !isValidId || (ruleQuery.isError && ruleQuery.error instanceof ApiError && ruleQuery.error.status === 404);
  if (isMissing) {
    return (
      <>
        <PageHeader title="Rule not found" />
        <Text mb="sm">There is no such extraction rule in this project; it may have been deleted.</Text>
        {backLink}
      </>
    );
  }
  if (ruleQuery.isError) {
    return (
      <>
        <PageHeader title="Rule editor" />
        <LoadError
          title="Could not load the rule"
          message={ruleQuery.error.message}
          onRetry={() => void ruleQuery.refetch()}
        />
      </>
    );
  }
  if (ruleQuery.isPending) {
    return (
      <>
        <PageHeader title="Rule editor" />
        <LoadingRows label="Loading the rule" rows={6} />
      </>
    );
  }
  const rule = ruleQuery.data;
  return (
    <>
      <PageHeader
        title={rule.name}
        description={
          <>
            Writes into {rule.datasetName ?? 'a deleted dataset'} · {rule.rowsProduced.toLocaleString()} rows so far
            {rule.lastError ? ` · Last error: ${rule.lastError}` : ''}
          </>
        }
      />
      <RuleEditorForm
        key={rule.id}
        projectId={projectId}
        rule={rule}
        initialValues={toFormValues(rule)}
        canManage={canManage}
      />
    </>
  );
}
