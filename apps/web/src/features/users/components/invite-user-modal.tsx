import type { OrgRole } from '@assay/shared/contracts/auth';
import { InviteUserRequestSchema } from '@assay/shared/contracts/users';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useInviteUserMutation } from '../api/invite-user';
import { orgRoleOptions } from '../fns/org-role-options';
import { withToasts } from '@/lib/with-toasts';

type InviteUserModalProps = { opened: boolean; onClose: () => void; actorRole: OrgRole | undefined };

export function InviteUserModal({ opened, onClose, actorRole }: InviteUserModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title="Invite user">
      {/* Mounted only while open, so each invitation starts from an empty form. */}
      {opened && <InviteUserForm actorRole={actorRole} onDone={onClose} />}
    </Modal>
  );
}

function InviteUserForm({ actorRole, onDone }: { actorRole: OrgRole | undefined; onDone: () => void }) {
  const inviteUser = useInviteUserMutation();
  const form = useForm<{ email: string; role: OrgRole }>({
    mode: 'uncontrolled',
    initialValues: { email: '', role: 'member' },
    validate: schemaResolver(InviteUserRequestSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => inviteUser.mutate(values, withToasts(onDone, form.setErrors)));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          placeholder="name@example.com"
          autoComplete="off"
          required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          description="Admins can invite and manage people; owners can also manage other owners."
          data={orgRoleOptions(actorRole)}
          allowDeselect={false}
          key={form.key('role')}
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={inviteUser.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
