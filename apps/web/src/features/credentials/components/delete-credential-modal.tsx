import type { Credential } from '@assay/shared/contracts/credentials';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeleteCredentialMutation } from '../api/delete-credential';
import { PROVIDER_LABELS } from '../fns/provider-options';
import { withToasts } from '@/lib/with-toasts';

type DeleteCredentialModalProps = { credential: Credential | null; opened: boolean; onClose: () => void };

export function DeleteCredentialModal({ credential, opened, onClose }: DeleteCredentialModalProps) {
  const deleteCredential = useDeleteCredentialMutation();

  const onConfirm = () => {
    if (!credential) return;
    deleteCredential.mutate(credential.id, withToasts(onClose));
  };

  return (
    <ConfirmModal
      opened={opened && credential !== null}
      title="Delete credential"
      confirmLabel="Delete credential"
      isPending={deleteCredential.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Delete <strong>{credential?.name}</strong> ({credential ? PROVIDER_LABELS[credential.provider] : ''})? Its key is
      erased, and prompts that use its models fail until you add another credential for that provider.
    </ConfirmModal>
  );
}
