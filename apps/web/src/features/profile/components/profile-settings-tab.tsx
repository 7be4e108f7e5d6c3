import { LoadError } from '@/components/ui/query-states';
import { Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCurrentUserQuery } from '../api/get-current-user';
import { AccountSummary } from './account-summary';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

export function ProfileSettingsTab() {
  const userQuery = useCurrentUserQuery();

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-heading">
        <Title order={2} size="h3" id="profile-heading" mb="md">
          Profile
        </Title>
        {userQuery.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading your profile">
            <Skeleton height={44} />
            <Skeleton height={36} maw={420} />
          </Stack>
        ) : userQuery.isError ? (
          <LoadError
            title="Could not load your profile"
            message={userQuery.error.message}
            onRetry={() => void userQuery.refetch()}
          />
        ) : (
          <Stack gap="lg">
            <AccountSummary user={userQuery.data} />
            <Divider />
            {/* Keyed so a name changed elsewhere (another tab, a refetch) resets the field. */}
            <ProfileForm key={userQuery.data.fullName} user={userQuery.data} />
          </Stack>
        )}
      </Paper>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
        <Title order={2} size="h3" id="password-heading" mb="xs">
          Change password
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          You stay logged in here after changing it.
        </Text>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
