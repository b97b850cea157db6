import { describe, expect, it } from 'vitest';
import { approveJoinApplicationSchema, rejectJoinApplicationSchema } from '@pp/domain';
import { translate } from '../../lib/i18n.ts';
import { membersTab, organisationalRoles, roleNamesFor } from './memberRules.ts';
import type { RoleOption } from './members.graphql.ts';

const role = (id: string, type: RoleOption['type'], companyId: string | null = null): RoleOption => ({ id, name: `R${id}`, key: null, type, companyId });

describe('member rules', () => {
  it('offers organisational roles of the company only', () => {
    const roles = [role('1', 'ORGANIZATIONAL'), role('2', 'PERSONAL'), role('3', 'ORGANIZATIONAL', 'c1'), role('4', 'ORGANIZATIONAL', 'c2')];
    expect(organisationalRoles(roles, 'c1').map((r) => r.id)).toEqual(['1', '3']);
  });
  it('names roles from ids', () => {
    expect(roleNamesFor(['1', null, 'x'], [role('1', 'ORGANIZATIONAL')])).toEqual(['R1']);
  });
  it('picks the tab the user may see', () => {
    expect(membersTab('application', true, true)).toBe('applications');
    expect(membersTab('application', true, false)).toBe('members');
    expect(membersTab(null, false, true)).toBe('applications');
    expect(membersTab(null, false, false)).toBe('none');
  });
  it('requires name, position and role to approve, a reason to reject', () => {
    const id = '2667ddc7-6d68-4634-871b-4878f890d91f';
    const roleId = '00000000-0000-4000-8000-00000000a002';
    expect(approveJoinApplicationSchema.safeParse({ applicationId: id, name: 'Li Wei', positionId: 3, roleIds: [roleId] }).success).toBe(true);
    const missing = approveJoinApplicationSchema.safeParse({ applicationId: id, name: 'Li Wei', positionId: 3, roleIds: [] });
    expect(missing.success ? '' : translate(missing.error.issues[0]!.message)).toBe('Name, position and role are required to approve.');
    const long = approveJoinApplicationSchema.safeParse({ applicationId: id, name: 'x'.repeat(51), positionId: 3, roleIds: [roleId] });
    expect(long.success ? '' : translate(long.error.issues[0]!.message)).toBe('The name should not exceed 50 characters.');
    const reject = rejectJoinApplicationSchema.safeParse({ applicationId: id, auditComment: ' ' });
    expect(reject.success ? '' : translate(reject.error.issues[0]!.message)).toBe('Please enter a reason for the rejection.');
  });
});
