import { updateCompanyUserSchema } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';

/** The values a member form starts from: the member as listed. */
export interface MemberFormStart {
  id: string;
  name: string;
  positionId?: number | null;
  roleIds: readonly string[];
  remark?: string | null;
}

/** Editing a member: name, position, roles (at least one) and remark, checked by the schema the server re-checks. */
export const editMemberFormOptions = (m: MemberFormStart) =>
  schemaForm(updateCompanyUserSchema, {
    userId: m.id,
    name: m.name,
    positionId: m.positionId ?? undefined,
    roleIds: [...m.roleIds],
    remark: m.remark ?? '',
  });
