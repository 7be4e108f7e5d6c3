import { useLogout, useSession } from '@/features/auth';
import { Anchor, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import classes from './nav-links.module.css';

const MAIN_LINKS = [
  { label: 'Projects', to: '/projects' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Settings', to: '/settings' },
];

function AccountMenu() {
  const userData = useSession((state) => state.userData);
  const logout = useLogout();
  const fullName = userData?.userFullName ?? 'Your account';

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar name={userData?.userFullName} color="initials" radius="xl" size="md" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          {userData?.userName && (
            <Text size="xs" truncate>
              {userData.userName}
            </Text>
          )}
        </Menu.Label>
        <Menu.Item component={Link} to="/settings/profile">
          Profile settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top bar of every signed-in page: brand, main navigation and the account menu. */
export function AppHeader() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to="/projects" fw={700} size="lg" c="var(--mantine-color-text)" underline="never">
          Assay
        </Anchor>
        <nav aria-label="Main">
          <Group gap={4} wrap="nowrap">
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
        </nav>
      </Group>
      <AccountMenu />
    </Group>
  );
}
