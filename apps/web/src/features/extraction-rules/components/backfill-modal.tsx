import { BackfillExtractionRuleRequestSchema } from '@assay/shared/contracts/extraction-rules';
import type { Job } from '@assay/shared/contracts/jobs';
import { Alert, Anchor, Button, Chip, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { showRequestError } from '@/lib/show-request-error';
import { useBackfillExtractionRuleMutation } from '../api/backfill-extraction-rule';
import { BACKFILL_PRESETS, fromLocalInputValue, toLocalInputValue } from '../fns/backfill-range';

type BackfillModalProps = { projectId: string; ruleId: string; ruleName: string; opened: boolean; onClose: () => void };

export function BackfillModal({ projectId, ruleId, ruleName, opened, onClose }: BackfillModalProps) {
  const [job, setJob] = useState<Job | null>(null);
  const onDone = () => {
    setJob(null);
    onClose();
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onDone} title="Backfill past traces">
      {opened &&
        (job ? (
          <Stack gap="md">
            <Alert color="teal" title="Backfill queued">
              “{ruleName}” now runs over past spans in the background; spans that already made a row are skipped.
            </Alert>
            <Anchor component={Link} to={`/projects/job-status?projectId=${encodeURIComponent(projectId)}`}>
              Follow its progress in Job Status
            </Anchor>
            <Group justify="flex-end">
              <Button onClick={onDone}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <BackfillForm projectId={projectId} ruleId={ruleId} onQueued={setJob} onCancel={onDone} />
        ))}
    </Modal>
  );
}

function BackfillForm({
  projectId,
  ruleId,
  onQueued,
  onCancel,
}: {
  projectId: string;
  ruleId: string;
  onQueued: (job: Job) => void;
  onCancel: () => void;
}) {
  const backfill = useBackfillExtractionRuleMutation();
  const [now] = useState(() => Date.now());
  const [from, setFrom] = useState(() => toLocalInputValue(now - BACKFILL_PRESETS[1].ms));
  const [to, setTo] = useState(() => toLocalInputValue(now + 60_000));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = BackfillExtractionRuleRequestSchema.safeParse({
      fromMs: fromLocalInputValue(from) ?? undefined,
      toMs: fromLocalInputValue(to) ?? undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    backfill.mutate(
      { projectId, id: ruleId, body: parsed.data },
      { onSuccess: ({ data }) => onQueued(data), onError: (error) => showRequestError(error) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">Run the saved rule over every span that started in this range.</Text>
        <Group gap="xs" role="group" aria-label="Quick ranges">
          {BACKFILL_PRESETS.map((preset) => (
            <Chip
              key={preset.label}
              checked={false}
              size="xs"
              onChange={() => {
                const end = Date.now();
                setFrom(toLocalInputValue(end - preset.ms));
                setTo(toLocalInputValue(end + 60_000));
              }}
            >
              {preset.label}
            </Chip>
          ))}
        </Group>
        <TextInput
          type="datetime-local"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.fromMs}
          required
        />
        <TextInput
          type="datetime-local"
          label="To"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.toMs}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={backfill.isPending}>
            Start backfill
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
