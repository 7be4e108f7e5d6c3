import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  /** What confirming does, e.g. "Delete project". */
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The sentence that says what will happen. */
  children: ReactNode;
};

/** A destructive action asked once: Cancel has the focus, the red button names the action. */
export function ConfirmModal({
  opened,
  title,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
