import { describe, expect, it, vi } from 'vitest';
import { schemaFormControl } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { avatarFileId, companyInfoFormOptions, initials } from './forms.ts';

const company = {
  id: '2667ddc7-6d68-4634-871b-4878f890d91f',
  name: 'Shanghai Cloudway Technology Co., Ltd.',
  phone: '02155550101',
  website: 'https://cloudway.example.cn',
  mainBusinesses: ['Cloud', null],
  keyIndustries: null,
  scale: null,
};

const form = () => {
  const control = schemaFormControl(companyInfoFormOptions(company));
  const save = vi.fn();
  const errorOf = (name: 'phone' | 'website') => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message) : undefined;
  };
  return { control, save, submit: () => control.handleSubmit(save)(), errorOf };
};

describe('company information form', () => {
  it('starts from the company’s record and sends it back cleaned, without the name', async () => {
    const f = form();
    await f.submit();
    expect(f.save).toHaveBeenCalledTimes(1);
    const sent = f.save.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent).toEqual({
      companyId: company.id,
      billingAddress: null,
      phone: '02155550101',
      website: 'https://cloudway.example.cn',
      industry: null,
      mainBusinesses: ['Cloud'],
      keyIndustries: [],
      scale: null,
      resource: null,
    });
    expect(sent).not.toHaveProperty('name');
  });
  it('saves nothing with a website without http(s) or a phone with letters, and says why', async () => {
    const f = form();
    f.control.setValue('website', 'cloudway.example.cn');
    f.control.setValue('phone', 'call us');
    await f.submit();
    expect(f.save).not.toHaveBeenCalled();
    expect(f.errorOf('website')).toBe('The link must start with http or https.');
    expect(f.errorOf('phone')).toMatch(/phone number/);
  });
});

describe('partner manager avatars', () => {
  it('shows initials without a picture, and only uploaded pictures by id', () => {
    expect(initials('Li Wei')).toBe('LW');
    expect(initials('王芳')).toBe('王');
    expect(initials('  ')).toBe('?');
    expect(avatarFileId('6f1c2f7e-8d0a-4c1e-9a51-0c8e8f1d2a10')).toBe('6f1c2f7e-8d0a-4c1e-9a51-0c8e8f1d2a10');
    expect(avatarFileId('https://elsewhere.example.com/me.png')).toBeUndefined();
    expect(avatarFileId(null)).toBeUndefined();
  });
});
