import { type AccessLevel, ShareProjectRequestSchema } from '@assay/shared/contracts/projects';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useShareProjectMutation } from '../api/share-project';
import { accessLevelOptions } from '../fns/access-level-options';
import { withToasts } from '@/lib/with-toasts';

type InviteValues = { email: string; accessLevel: AccessLevel };

export function InviteMemberForm({ projectId }: { projectId: string }) {
  const shareProject = useShareProjectMutation();
  const form = useForm<InviteValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', accessLevel: 'viewer' },
    validate: schemaResolver(ShareProjectRequestSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    shareProject.mutate({ projectId, ...values }, withToasts(form.reset, form.setErrors)),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          placeholder="name@example.com"
          autoComplete="off"
          required
          style={{ flex: 1, minWidth: 220 }}
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Select
          label="Access level"
          data={accessLevelOptions}
          allowDeselect={false}
          w={140}
          key={form.key('accessLevel')}
          {...form.getInputProps('accessLevel')}
        />
        <Button type="submit" loading={shareProject.isPending} mt={25}>
          Send invite
        </Button>
      </Group>
    </form>
  );
}
