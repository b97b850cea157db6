import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { I18nContext } from '@refinedev/core';
import { z } from 'zod';
import { errorCatalog, isValidPhone } from '@pp/domain';
import { i18nProvider } from '../app/i18n.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';
import { schemaForm, useSchemaForm } from './schemaForm.ts';

const phoneSchema = z
  .object({ phonePrefixCountryCode: z.string(), contactNumber: z.string(), remark: z.string().max(5, { message: 'REMARK_TOO_LONG' }) })
  .refine((v) => isValidPhone(v.phonePrefixCountryCode, v.contactNumber), { path: ['contactNumber'], message: 'PHONE_INVALID' });

const Form = () => {
  const { control } = useSchemaForm(schemaForm(phoneSchema, { phonePrefixCountryCode: '+86', contactNumber: '13812345678', remark: 'abcdefg' }));
  return (
    <form>
      <PhoneField control={control} prefixName="phonePrefixCountryCode" numberName="contactNumber" id="pp-phone" required testId="phone" />
      <TextField control={control} name="remark" id="pp-remark" label="Remark" maxLength={5} />
    </form>
  );
};

describe('field components', () => {
  const html = renderToString(
    <I18nContext.Provider value={{ i18nProvider }}>
      <Form />
    </I18nContext.Provider>,
  );
  it('render the phone as a prefix select and a number with the translated label', () => {
    expect(html).toContain('Contact number');
    expect(html).toContain('id="pp-phone"');
    expect(html).toContain('value="13812345678"');
    expect(html).toContain('+86');
  });
  it('show the counter of a text field over its limit', () => {
    expect(html).toContain('7/5');
    expect(html).toMatch(/class="p-error pp-counter"/);
  });
  it("show a field's error code as the registry's text, and an i18n key as its text", () => {
    const frame = (error: string) =>
      renderToString(
        <I18nContext.Provider value={{ i18nProvider }}>
          <FieldFrame htmlFor="pp-x" label="X" error={error}>
            <input id="pp-x" />
          </FieldFrame>
        </I18nContext.Provider>,
      );
    expect(frame('JOIN_ALREADY_APPLIED')).toContain(errorCatalog.JOIN_ALREADY_APPLIED.en);
    expect(frame('app.fallback.save')).toContain('>Failed to save<');
  });
});
