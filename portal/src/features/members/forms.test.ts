import { describe, expect, it, vi } from 'vitest';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { schemaFormControl, type SchemaForm } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { editMemberFormOptions } from './forms.ts';

const userId = '5f0c1f43-87a4-4b8e-9f0f-3a1f2d3c4b5a';
const regularMember = '00000000-0000-4000-8000-00000000a002';

/** The form as the dialog builds it, without React: submitting runs `send` only when the schema accepts the values. */
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

describe('edit member form', () => {
  it('starts from the member and sends the trimmed values', async () => {
    const f = formOf(editMemberFormOptions({ id: userId, name: ' Mia Member ', positionId: 6, roleIds: [regularMember], remark: null }));
    await f.submit();
    expect(f.send.mock.calls[0]?.[0]).toEqual({ userId, name: 'Mia Member', positionId: 6, roleIds: [regularMember], remark: '' });
  });

  it('needs a position and a role, and says why for each field', async () => {
    const f = formOf(editMemberFormOptions({ id: userId, name: 'Mia', positionId: null, roleIds: [] }));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('positionId')).toBe('Please select a position.');
    expect(f.errorOf('roleIds')).toBe('Please select a role.');
  });

  it('refuses names with digits or over 50 characters, and remarks over 200', async () => {
    const f = formOf(editMemberFormOptions({ id: userId, name: 'Agent 007', positionId: 1, roleIds: [regularMember], remark: 'r'.repeat(201) }));
    await f.submit();
    expect(f.send).not.toHaveBeenCalled();
    expect(f.errorOf('name')).toBe('The name may only contain letters, Chinese characters, spaces, hyphens, dots and apostrophes.');
    expect(f.errorOf('remark')).toBe('The remark should not exceed 200 characters.');
    f.control.setValue('name', 'x'.repeat(51));
    f.control.setValue('remark', '');
    await f.submit();
    expect(f.errorOf('name')).toBe('The name should not exceed 50 characters.');
  });
});
