import { Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { versionLabel } from '../fns/version-label';
import { usePlaygroundStore } from '../stores/playground-store-provider';
import { VersionDiff } from './version-diff';

type CompareVersionsModalProps = { opened: boolean; onClose: () => void };

/** Two versions' model and messages side by side, line by line. */
export function CompareVersionsModal({ opened, onClose }: CompareVersionsModalProps) {
  const versions = usePlaygroundStore((state) => state.playground.versions);
  // Newest first: by default the one before the latest against the latest.
  const [firstId, setFirstId] = useState<string | null>(null);
  const [secondId, setSecondId] = useState<string | null>(null);
  const first = versions.find((version) => version.id === firstId) ?? versions[1] ?? null;
  const second = versions.find((version) => version.id === secondId) ?? versions[0] ?? null;
  const options = versions.map((version) => ({ value: version.id, label: versionLabel(version) }));

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Compare versions"
      size="90%"
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <Select
            label="First version"
            data={options}
            value={first?.id ?? null}
            allowDeselect={false}
            onChange={setFirstId}
          />
          <Select
            label="Second version"
            data={options}
            value={second?.id ?? null}
            allowDeselect={false}
            onChange={setSecondId}
          />
        </Group>
        {first && second ? (
          <VersionDiff before={first} after={second} />
        ) : (
          <Text c="dimmed">Commit at least two versions to compare them.</Text>
        )}
      </Stack>
    </Modal>
  );
}
