import { describe, expect, it, vi } from 'vitest';
import { schemaFormControl } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { inviteFormOptions } from './forms.ts';

const companyId = '2667ddc7-6d68-4634-871b-4878f890d91f';
const roleId = '00000000-0000-4000-8000-00000000a002';

const inviteForm = () => {
  const control = schemaFormControl(inviteFormOptions(companyId));
  const create = vi.fn();
  const errorOf = (name: 'positionId' | 'roleIds') => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message) : undefined;
  };
  return { control, create, submit: () => control.handleSubmit(create)(), errorOf };
};

describe('invite member form', () => {
  it('creates no invitation without a position and a role, and names both', async () => {
    const f = inviteForm();
    await f.submit();
    expect(f.create).not.toHaveBeenCalled();
    expect(f.errorOf('positionId')).toBe('Please select a position.');
    expect(f.errorOf('roleIds')).toBe('Please select a role.');
  });
  it('creates no invitation with a position but no role', async () => {
    const f = inviteForm();
    f.control.setValue('positionId', 5);
    await f.submit();
    expect(f.create).not.toHaveBeenCalled();
    expect(f.errorOf('positionId')).toBeUndefined();
    expect(f.errorOf('roleIds')).toBe('Please select a role.');
  });
  it('creates the invitation for the company with a position and a role', async () => {
    const f = inviteForm();
    f.control.setValue('positionId', 5);
    f.control.setValue('roleIds', [roleId]);
    await f.submit();
    expect(f.create).toHaveBeenCalledTimes(1);
    expect(f.create.mock.calls[0]?.[0]).toEqual({ companyId, positionId: 5, roleIds: [roleId] });
  });
});
