import { describe, expect, it } from 'vitest';
import { canManageUser } from './can-manage-user';
import { orgRoleOptions } from './org-role-options';

describe('canManageUser', () => {
  it('lets owners manage everyone', () => {
    expect(canManageUser('owner', { role: 'owner' })).toBe(true);
    expect(canManageUser('owner', { role: 'member' })).toBe(true);
  });

  it('lets admins manage admins and members but never owners', () => {
    expect(canManageUser('admin', { role: 'admin' })).toBe(true);
    expect(canManageUser('admin', { role: 'member' })).toBe(true);
    expect(canManageUser('admin', { role: 'owner' })).toBe(false);
  });

  it('gives members and unknown sessions nothing to manage', () => {
    expect(canManageUser('member', { role: 'member' })).toBe(false);
    expect(canManageUser(undefined, { role: 'member' })).toBe(false);
  });
});

describe('orgRoleOptions', () => {
  it('offers the owner role only to owners', () => {
    expect(orgRoleOptions('owner').map((o) => o.value)).toEqual(['owner', 'admin', 'member']);
    expect(orgRoleOptions('admin').map((o) => o.value)).toEqual(['admin', 'member']);
  });
});
