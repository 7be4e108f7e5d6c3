import type { OrgUser } from '@assay/shared/contracts/users';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeleteUserMutation } from '../api/delete-user';
import { withToasts } from '@/lib/with-toasts';

type RemoveUserModalProps = { user: OrgUser | null; opened: boolean; onClose: () => void };

export function RemoveUserModal({ user, opened, onClose }: RemoveUserModalProps) {
  const deleteUser = useDeleteUserMutation();
  const name = user ? user.fullName || user.email : '';

  const onConfirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, withToasts(onClose));
  };

  return (
    <ConfirmModal
      opened={opened && user !== null}
      title="Remove user"
      confirmLabel="Remove user"
      isPending={deleteUser.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Remove <strong>{name}</strong> ({user?.email}) from the organisation? Their account is deleted and they lose
      access to every project. Projects only they own are handed over to you.
    </ConfirmModal>
  );
}
