import { describe, expect, it } from 'vitest';
import { adminAreaOfPath, roleMayUse, rolesForAdminPath } from './access';

describe('access table', () => {
  it('finds the area of an /api/admin route path', () => {
    expect(adminAreaOfPath('/blog/:id/publish')).toBe('blog');
    expect(adminAreaOfPath('/stats')).toBe('stats');
    expect(adminAreaOfPath('/team/:id/role')).toBe('team');
  });

  it('editors: blog, portfolio and the dashboard totals; nothing else', () => {
    expect(rolesForAdminPath('/blog/:id')).toContain('editor');
    expect(rolesForAdminPath('/portfolio')).toContain('editor');
    expect(rolesForAdminPath('/stats')).toContain('editor');
    for (const path of ['/clients', '/projects/:id', '/accounting', '/messages/:id', '/team', '/activity']) {
      expect(rolesForAdminPath(path), path).toEqual(['admin']);
    }
    expect(roleMayUse('editor', 'clients')).toBe(false);
    expect(roleMayUse('admin', 'clients')).toBe(true);
  });

  it('an area the table does not know is for admins only (routes added later start closed to editors)', () => {
    expect(rolesForAdminPath('/something-new/:id')).toEqual(['admin']);
    expect(rolesForAdminPath('/constructor')).toEqual(['admin']);
    expect(rolesForAdminPath('/__proto__')).toEqual(['admin']);
  });

  it('analytics: editors read the content figures; the funnel and the enquiries behind the figures are for admins', () => {
    expect(rolesForAdminPath('/analytics/overview')).toEqual(['admin', 'editor']);
    expect(rolesForAdminPath('/analytics/top/:breakdown')).toEqual(['admin', 'editor']);
    expect(rolesForAdminPath('/analytics/funnel')).toEqual(['admin']);
    expect(rolesForAdminPath('/analytics/enquiries/:by')).toEqual(['admin']);
    expect(rolesForAdminPath('/analytics/revenue/:by')).toEqual(['admin']);
  });
});
