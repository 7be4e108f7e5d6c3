import type { ApiKey } from '@assay/shared/contracts/api-keys';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key';
import { withToasts } from '@/lib/with-toasts';

type RevokeApiKeyModalProps = { projectId: string; apiKey: ApiKey | null; opened: boolean; onClose: () => void };

export function RevokeApiKeyModal({ projectId, apiKey, opened, onClose }: RevokeApiKeyModalProps) {
  const revokeApiKey = useRevokeApiKeyMutation();

  const onConfirm = () => {
    if (!apiKey) return;
    revokeApiKey.mutate({ projectId, keyId: apiKey.id }, withToasts(onClose));
  };

  return (
    <ConfirmModal
      opened={opened && apiKey !== null}
      title="Revoke API key"
      confirmLabel="Revoke key"
      isPending={revokeApiKey.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Revoke <strong>{apiKey?.name}</strong> ({apiKey?.prefix}…)? Programs that send traces with it are refused from
      their next request. This cannot be undone.
    </ConfirmModal>
  );
}
