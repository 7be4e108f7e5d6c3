import { LoadingRows, LoadError } from '@/components/ui/query-states';
import type { OrgUser } from '@assay/shared/contracts/users';
import { Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useSession } from '@/features/auth';
import { useUsersQuery } from '../api/list-users';
import { InviteUserModal } from './invite-user-modal';
import { RemoveUserModal } from './remove-user-modal';
import { UserTable } from './user-table';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export function OrganisationUsersTab() {
  const userData = useSession((state) => state.userData);
  const actorRole = userData?.orgRole;
  const isManager = actorRole === 'owner' || actorRole === 'admin';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [isInviteOpen, inviteModal] = useDisclosure(false);
  // Kept after closing so the modal's text does not blank out during its closing animation.
  const [userToRemove, setUserToRemove] = useState<OrgUser | null>(null);
  const [isRemoveOpen, removeModal] = useDisclosure(false);
  const usersQuery = useUsersQuery({ search: debouncedSearch || undefined, page, size: PAGE_SIZE });

  const onRemove = (user: OrgUser) => {
    setUserToRemove(user);
    removeModal.open();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Organisation users
        </Title>
        {isManager && <Button onClick={inviteModal.open}>Invite user</Button>}
      </Group>
      {!isManager && (
        <Text size="sm" c="dimmed">
          Only organisation owners and admins can invite people or change their roles.
        </Text>
      )}

      <TextInput
        label="Search users"
        placeholder="Search by name or email"
        type="search"
        maw={360}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />

      {usersQuery.isPending ? (
        <LoadingRows label="Loading users" />
      ) : usersQuery.isError ? (
        <LoadError
          title="Could not load users"
          message={usersQuery.error.message}
          onRetry={() => void usersQuery.refetch()}
        />
      ) : usersQuery.data.content.length === 0 ? (
        <Text c="dimmed">
          {debouncedSearch
            ? `Nobody matches “${debouncedSearch}”. Try part of a name or an email address.`
            : 'Nobody is here yet. Invite people to work with you.'}
        </Text>
      ) : (
        <Stack gap="md">
          <UserTable
            users={usersQuery.data.content}
            currentUserId={userData?.sub}
            actorRole={actorRole}
            isManager={isManager}
            onRemove={onRemove}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {usersQuery.data.totalElements} {usersQuery.data.totalElements === 1 ? 'person' : 'people'}
            </Text>
            {usersQuery.data.totalPages > 1 && (
              <Pagination
                aria-label="User pages"
                total={usersQuery.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
              />
            )}
          </Group>
        </Stack>
      )}

      <InviteUserModal opened={isInviteOpen} onClose={inviteModal.close} actorRole={actorRole} />
      <RemoveUserModal user={userToRemove} opened={isRemoveOpen} onClose={removeModal.close} />
    </Stack>
  );
}
