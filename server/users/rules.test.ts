// The user-management rules alone: the plan's limit, the roles a client may give, and who may not be deactivated.
import { describe, expect, it } from 'vitest';
import { requireDeactivation, requireRoleChange, requireRoomFor, userLimit } from './rules';

const user = (userId: string, roleName = 'Client Exporter', active = true) => ({ userId, roleName, active });

describe('user rules', () => {
  it("reads the plan's limit: one for a single-user plan, its count for a multi-user one, none without a plan", () => {
    expect(userLimit({ multiUser: false, userCount: 9 })).toBe(1);
    expect(userLimit({ multiUser: true, userCount: 4 })).toBe(4);
    expect(userLimit(null)).toBeNull();
    expect(() => requireRoomFor(4, 4)).toThrow('allows 4 active users');
    expect(() => requireRoomFor(4, 3)).not.toThrow();
    expect(() => requireRoomFor(null, 1000)).not.toThrow();
  });

  it('gives only the invitable roles, never to oneself', () => {
    expect(() => requireRoleChange('A', user('B'), 'Admin')).toThrow('cannot be given');
    expect(() => requireRoleChange('A', user('B'), 'Client Back-office Admin')).toThrow('cannot be given');
    expect(() => requireRoleChange('A', user('A'), 'Client Importer')).toThrow('your own role');
    expect(() => requireRoleChange('A', user('B'), 'Client Importer')).not.toThrow();
  });

  it("refuses deactivating oneself, a deactivated user, and in the client console the client's last back-office admin", () => {
    expect(() => requireDeactivation('admin', 'A', user('A', 'Admin'), 0)).toThrow('your own account');
    expect(() => requireDeactivation('client', 'A', user('B', 'Client Exporter', false), 1)).toThrow('already');
    const boa = user('B', 'Client Back-office Admin');
    expect(() => requireDeactivation('client', 'A', boa, 1)).toThrow('last active Client Back-office Admin');
    expect(() => requireDeactivation('client', 'A', boa, 2)).not.toThrow();
    expect(() => requireDeactivation('admin', 'A', boa, 1)).not.toThrow();
  });
});
