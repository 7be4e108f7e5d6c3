import type { ExtractionRule } from '@assay/shared/contracts/extraction-rules';
import { Anchor, Button, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useProjectAccessQuery } from '@/features/projects';
import { notifySuccess } from '@/lib/notify';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { showRequestError } from '@/lib/show-request-error';
import { useExtractionRulesQuery } from '../api/list-extraction-rules';
import { useUpdateExtractionRuleMutation } from '../api/update-extraction-rule';
import { DeleteExtractionRuleModal } from './delete-extraction-rule-modal';
import { ExtractionRuleTable } from './extraction-rule-table';

export function ExtractionRulesPage() {
  const projectId = useSelectedProjectId();
  const rulesQuery = useExtractionRulesQuery(projectId);
  const accessLevel = useProjectAccessQuery(projectId).data?.accessLevel;
  const canManage = accessLevel === 'owner' || accessLevel === 'editor';
  const updateRule = useUpdateExtractionRuleMutation();
  const [ruleToDelete, setRuleToDelete] = useState<ExtractionRule | null>(null);
  const [isDeleteOpen, deleteModal] = useDisclosure(false);

  if (!projectId) {
    return (
      <>
        <PageHeader title="Extraction rules" />
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

  const newRuleLink = `/projects/extraction-rules/new?projectId=${encodeURIComponent(projectId)}`;
  const createButton = canManage && (
    <Button component={Link} to={newRuleLink}>
      Create rule
    </Button>
  );
  const onToggleActive = (rule: ExtractionRule, isActive: boolean) =>
    updateRule.mutate(
      { projectId, id: rule.id, body: { isActive } },
      {
        onSuccess: () => notifySuccess(isActive ? `"${rule.name}" now runs on new traces` : `"${rule.name}" paused`),
        onError: (error) => showRequestError(error),
      },
    );
  const onDelete = (rule: ExtractionRule) => {
    setRuleToDelete(rule);
    deleteModal.open();
  };

  return (
    <>
      <PageHeader
        title="Extraction rules"
        description="Rules turn incoming traces into dataset rows: they pick spans and map their inputs, outputs and attributes onto columns."
        actions={rulesQuery.data && rulesQuery.data.length > 0 ? createButton : null}
      />
      {rulesQuery.isPending ? (
        <LoadingRows label="Loading extraction rules" rows={3} />
      ) : rulesQuery.isError ? (
        <LoadError
          title="Could not load extraction rules"
          message={rulesQuery.error.message}
          onRetry={() => void rulesQuery.refetch()}
        />
      ) : rulesQuery.data.length === 0 ? (
        <EmptyState
          title="No extraction rules yet"
          description={
            canManage
              ? 'Create a rule to collect rows from your traces, e.g. the prompt and answer of every LLM call, into a dataset you can evaluate.'
              : 'A project editor or owner can create rules that collect rows from traces into datasets.'
          }
          action={createButton}
        />
      ) : (
        <Paper withBorder radius="md">
          <ExtractionRuleTable
            rules={rulesQuery.data}
            projectId={projectId}
            canManage={canManage}
            onToggleActive={onToggleActive}
            onDelete={onDelete}
          />
        </Paper>
      )}
      <DeleteExtractionRuleModal
        projectId={projectId}
        rule={ruleToDelete}
        opened={isDeleteOpen}
        onClose={deleteModal.close}
      />
    </>
  );
}
