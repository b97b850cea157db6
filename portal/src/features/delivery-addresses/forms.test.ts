import { describe, expect, it, vi } from 'vitest';
import { schemaFormControl } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { deliveryAddressFormOptions } from './forms.ts';

type Field = 'contactName' | 'contactNumber' | 'address';

const addressForm = (existing?: Parameters<typeof deliveryAddressFormOptions>[0]) => {
  const control = schemaFormControl(deliveryAddressFormOptions(existing));
  const save = vi.fn();
  const errorOf = (name: Field) => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message, undefined, undefined, 'en-US') : undefined;
  };
  return { control, save, submit: () => control.handleSubmit(save)(), errorOf };
};

describe('delivery address form', () => {
  it('saves nothing while empty, and names each required field', async () => {
    const f = addressForm();
    await f.submit();
    expect(f.save).not.toHaveBeenCalled();
    expect(f.errorOf('contactName')).toBe('Please enter the contact name.');
    expect(f.errorOf('contactNumber')).toBe('Invalid phone number');
    expect(f.errorOf('address')).toBe('Please enter the address.');
  });

  it('applies the +86 rule to the number, and saves trimmed values', async () => {
    const f = addressForm();
    f.control.setValue('contactName', ' 李雷 ');
    f.control.setValue('contactNumber', '1380000000');
    f.control.setValue('address', ' 上海市 ');
    await f.submit();
    expect(f.errorOf('contactNumber')).toBe('Invalid phone number');
    f.control.setValue('contactNumber', '13800000000');
    await f.submit();
    expect(f.save).toHaveBeenCalledTimes(1);
    expect(f.save.mock.calls[0]![0]).toEqual({ contactName: '李雷', phonePrefixCountryCode: '+86', contactNumber: '13800000000', address: '上海市', isDefault: false });
  });

  it('starts an edit from the address’s values', async () => {
    const f = addressForm({
      __typename: 'DeliveryAddress',
      id: '6f1c2f9e-8a51-4a47-9d7e-0c6c7f3f2b10',
      contactName: 'Han Meimei',
      phonePrefixCountryCode: '+852',
      contactNumber: '61234567',
      address: 'Kowloon',
      isDefault: true,
      createdAt: '2026-01-01T00:00:00Z',
    });
    await f.submit();
    expect(f.save.mock.calls[0]![0]).toMatchObject({ contactName: 'Han Meimei', phonePrefixCountryCode: '+852', contactNumber: '61234567', address: 'Kowloon' });
  });
});
