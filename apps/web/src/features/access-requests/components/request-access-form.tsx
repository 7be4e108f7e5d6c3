import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useCreateAccessRequestMutation } from '../api/create-access-request';

const MESSAGE_MAX_LENGTH = 500;

export function RequestAccessForm({ projectId }: { projectId: string }) {
  const createRequest = useCreateAccessRequestMutation();
  const form = useForm({ mode: 'uncontrolled', initialValues: { message: '' } });

  const onSubmit = form.onSubmit(({ message }) =>
    createRequest.mutate(
      { projectId, message: message.trim() },
      {
        onSuccess: ({ message: serverMessage }) => notifySuccess(serverMessage),
        onError: (error) => showRequestError(error, form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" align="flex-start">
        <Textarea
          label="Message"
          description="Optional. Tell the owners who you are and why you need access."
          autosize
          minRows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          w="100%"
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={createRequest.isPending}>
          Request access
        </Button>
      </Stack>
    </form>
  );
}
