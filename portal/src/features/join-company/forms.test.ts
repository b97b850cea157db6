import { describe, expect, it, vi } from 'vitest';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { schemaFormControl, type SchemaForm } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { approveFormOptions, realNameFormOptions, rejectFormOptions } from './forms.ts';

const companyId = '2667ddc7-6d68-4634-871b-4878f890d91f';
const applicationId = '5f0c1f43-87a4-4b8e-9f0f-3a1f2d3c4b5a';
const roleId = '00000000-0000-4000-8000-00000000a002';

/** A form as the dialog builds it, without React: submitting runs `send` only when the schema accepts the values. */
const formOf = <O, I extends FieldValues>(form: SchemaForm<O, I>) => {
  const control = schemaFormControl(form);
  const send = vi.fn<(values: O) => void>();
  const submit = () => control.handleSubmit(send)();
  const errorOf = (name: FieldPath<I>) => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message) : undefined;
  };
  return { control, send, submit, errorOf };
};

describe('real-name form (applying to join)', () => {
  it('does not apply with a blank name, and says why', async () => {
    const f = formOf(realNameFormOptions(companyId, '   '));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('realName')).toBe('The real name cannot be empty.');
  });
  it('does not apply with 51 characters; 50 go through trimmed', async () => {
    const f = formOf(realNameFormOptions(companyId, 'x'.repeat(51)));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('realName')).toBe('The length of your real name should not exceed 50 characters.');
    f.control.setValue('realName', ` ${'x'.repeat(50)} `);
    await f.submit();
    expect(f.send).toHaveBeenCalledTimes(1);
    expect(f.send.mock.calls[0]?.[0]).toEqual({ companyId, realName: 'x'.repeat(50) });
  });
});

describe('approve form', () => {
  it('does not approve without a position and a role', async () => {
    const f = formOf(approveFormOptions(applicationId, 'Li Wei'));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('positionId')).toBe('Name, position and role are required to approve.');
    expect(f.errorOf('roleIds')).toBe('Name, position and role are required to approve.');
    expect(f.errorOf('name')).toBeUndefined();
  });
  it('does not approve with a name over 50 characters', async () => {
    const f = formOf(approveFormOptions(applicationId, 'x'.repeat(51)));
    f.control.setValue('positionId', 3);
    f.control.setValue('roleIds', [roleId]);
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('name')).toBe('The name should not exceed 50 characters.');
  });
  it('approves with the prefilled name, a position and a role', async () => {
    const f = formOf(approveFormOptions(applicationId, ' Li Wei '));
    f.control.setValue('positionId', 3);
    f.control.setValue('roleIds', [roleId]);
    await f.submit();
    expect(f.send.mock.calls[0]?.[0]).toEqual({ applicationId, name: 'Li Wei', positionId: 3, roleIds: [roleId] });
  });
});

describe('reject form', () => {
  it('does not reject without a reason', async () => {
    const f = formOf(rejectFormOptions(applicationId));
    f.control.setValue('auditComment', '  ');
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('auditComment')).toBe('Please enter a reason for the rejection.');
  });
  it('rejects with a reason', async () => {
    const f = formOf(rejectFormOptions(applicationId));
    f.control.setValue('auditComment', 'Not our employee');
    await f.submit();
    expect(f.send.mock.calls[0]?.[0]).toEqual({ applicationId, auditComment: 'Not our employee' });
  });
});
