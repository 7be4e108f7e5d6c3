import {
  CreateExtractionRuleRequestSchema,
  RuleLogicSchema,
  type ExtractionRule,
} from '@assay/shared/contracts/extraction-rules';
import { Button, Divider, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useCreateExtractionRuleMutation } from '../api/create-extraction-rule';
import { useUpdateExtractionRuleMutation } from '../api/update-extraction-rule';
import { toCreateRequest, toUpdateRequest, type RuleFormValues } from '../fns/rule-form-values';
import { BackfillModal } from './backfill-modal';
import { MappingFields } from './mapping-fields';
import { PreviewPanel } from './preview-panel';
import { SelectorFields } from './selector-fields';
import { TargetDatasetFields } from './target-dataset-fields';

/** The shared request schema, checked against what the form would send. */
const RuleFormSchema = z.preprocess(
  (values) => toCreateRequest(values as RuleFormValues),
  CreateExtractionRuleRequestSchema,
);

type RuleEditorFormProps = {
  projectId: string;
  /** Null while creating. */
  rule: ExtractionRule | null;
  initialValues: RuleFormValues;
  canManage: boolean;
};

export function RuleEditorForm({ projectId, rule, initialValues, canManage }: RuleEditorFormProps) {
  const navigate = useNavigate();
  const createRule = useCreateExtractionRuleMutation();
  const updateRule = useUpdateExtractionRuleMutation();
  const [isBackfillOpen, backfillModal] = useDisclosure(false);
  const form = useForm<RuleFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(RuleFormSchema, { sync: true }),
  });
  const isReadOnly = !canManage;
  const search = `?projectId=${encodeURIComponent(projectId)}`;

  const getPreviewRule = () => {
    const request = toCreateRequest(form.getValues());
    const parsed = RuleLogicSchema.safeParse({ selector: request.selector, mappings: request.mappings });
    if (parsed.success) return parsed.data;
    form.validate();
    return null;
  };

  const onSubmit = form.onSubmit((values) => {
    const onError = (error: unknown) => showRequestError(error, form.setErrors);
    if (rule) {
      updateRule.mutate(
        { projectId, id: rule.id, body: toUpdateRequest(values) },
        {
          onSuccess: ({ data, message }) => {
            notifySuccess(message);
            form.setValues({ ...values, target: 'existing', datasetId: data.datasetId, newDatasetName: '' });
            form.resetDirty();
          },
          onError,
        },
      );
    } else {
      createRule.mutate(
        { projectId, body: toCreateRequest(values) },
        {
          onSuccess: ({ data, message }) => {
            notifySuccess(message);
            void navigate(`/projects/extraction-rules/${data.id}${search}`, { replace: true });
          },
          onError,
        },
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="lg">
            <Group align="flex-end">
              <TextInput
                label="Rule name"
                required
                maxLength={120}
                disabled={isReadOnly}
                style={{ flex: 1 }}
                {...form.getInputProps('name')}
              />
              <Switch
                label="Active: runs on new traces"
                disabled={isReadOnly}
                mb={8}
                {...form.getInputProps('isActive', { type: 'checkbox' })}
              />
            </Group>
            <Divider />
            <TargetDatasetFields projectId={projectId} form={form} isReadOnly={isReadOnly} />
            <Divider />
            <SelectorFields form={form} isReadOnly={isReadOnly} />
            <Divider />
            <MappingFields form={form} isReadOnly={isReadOnly} />
          </Stack>
        </Paper>

        <PreviewPanel projectId={projectId} getRule={getPreviewRule} />

        {canManage && (
          <Group justify="space-between">
            <Group gap="sm">
              <Button type="submit" loading={createRule.isPending || updateRule.isPending}>
                {rule ? 'Save rule' : 'Create rule'}
              </Button>
              <Button variant="default" onClick={() => void navigate(`/projects/extraction-rules${search}`)}>
                Back to rules
              </Button>
            </Group>
            {rule && (
              <Button variant="light" onClick={backfillModal.open} disabled={form.isDirty()}>
                {form.isDirty() ? 'Save to backfill' : 'Backfill past traces'}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {rule && (
        <BackfillModal
          projectId={projectId}
          ruleId={rule.id}
          ruleName={rule.name}
          opened={isBackfillOpen}
          onClose={backfillModal.close}
        />
      )}
    </form>
  );
}
