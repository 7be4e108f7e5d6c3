import type { PromptVersion } from '@assay/shared/contracts/prompts';
import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useSetDefaultVersionMutation } from '../api/set-default-version';
import { versionLabel } from '../fns/version-label';
import type { DraftAutosave } from '../hooks/use-draft-autosave';
import { usePlaygroundStore } from '../stores/playground-store-provider';
import { CommitVersionModal } from './commit-version-modal';
import { OptimizePromptModal } from './optimize-prompt-modal';

type VersionControlsProps = {
  column: PlaygroundColumn;
  promptId: string;
  canEdit: boolean;
  autosave: DraftAutosave;
};

/** Which version the column holds, making it the default, and committing the column as a new version. */
export function VersionControls({ column, promptId, canEdit, autosave }: VersionControlsProps) {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  const versions = usePlaygroundStore((state) => state.playground.versions);
  const setDefault = useSetDefaultVersionMutation();
  const [isCommitOpen, commitModal] = useDisclosure(false);
  const [isOptimizeOpen, optimizeModal] = useDisclosure(false);
  // Loading a version over unsaved edits asks first; the edits would be gone.
  const [pendingVersion, setPendingVersion] = useState<PromptVersion | null>(null);
  const selected = versions.find((version) => version.id === column.selectedVersionId) ?? null;

  const loadVersion = (version: PromptVersion) => {
    dispatch({ type: 'version-selected', columnId: column.id, version });
    setPendingVersion(null);
  };

  const onPick = (versionId: string | null) => {
    const version = versions.find((candidate) => candidate.id === versionId);
    if (!version) return;
    if (column.isDraft) setPendingVersion(version);
    else loadVersion(version);
  };

  const onMakeDefault = () => {
    if (!selected) return;
    setDefault.mutate(
      { promptId, versionId: selected.id },
      {
        onSuccess: () => notifySuccess(`Version ${selected.version} is now the default`),
        onError: (error) => showRequestError(error),
      },
    );
  };

  return (
    <>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Version"
          placeholder={versions.length === 0 ? 'No versions yet' : column.selectedVersionId ? undefined : 'Unsaved'}
          data={versions.map((version) => ({ value: version.id, label: versionLabel(version) }))}
          value={column.selectedVersionId}
          allowDeselect={false}
          disabled={versions.length === 0}
          description={column.isDraft && selected ? `Edited since v${selected.version}` : undefined}
          onChange={onPick}
          miw={180}
          style={{ flex: 1 }}
        />
        {selected?.isDefault && (
          <Badge variant="light" mb={8}>
            Default
          </Badge>
        )}
        {selected && !selected.isDefault && canEdit && (
          <Button variant="subtle" size="sm" onClick={onMakeDefault} loading={setDefault.isPending}>
            Make default
          </Button>
        )}
        {canEdit && (
          <Button variant="light" size="sm" onClick={commitModal.open}>
            Commit version
          </Button>
        )}
        {canEdit && (
          <Button variant="subtle" size="sm" onClick={optimizeModal.open}>
            Optimize
          </Button>
        )}
      </Group>
      <CommitVersionModal
        opened={isCommitOpen}
        onClose={commitModal.close}
        columnId={column.id}
        promptId={promptId}
        autosave={autosave}
      />
      <OptimizePromptModal opened={isOptimizeOpen} onClose={optimizeModal.close} column={column} />
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={pendingVersion !== null}
        onClose={() => setPendingVersion(null)}
        title="Load this version?"
      >
        <Stack gap="md">
          <Text>
            This column has changes that are not in a version. Loading{' '}
            <strong>{pendingVersion ? versionLabel(pendingVersion) : ''}</strong> replaces them. Commit them first to
            keep them.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPendingVersion(null)} data-autofocus>
              Keep editing
            </Button>
            <Button color="red" onClick={() => pendingVersion && loadVersion(pendingVersion)}>
              Load version
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
