export { FieldFrame } from './FieldFrame.tsx';
export { TextField, TextAreaField } from './TextField.tsx';
export { PositionRolesFields } from './PositionRolesFields.tsx';
export { PhoneField } from './PhoneField.tsx';
export { useFormCommand } from './formCommand.ts';
export { counterState } from './counter.ts';
export { DEFAULT_PHONE_PREFIX, formatPhone, phoneError, phonePrefixLabel, phonePrefixOptions, type PhonePrefixOption } from './phone.ts';
export { componentMessages } from './i18n.ts';
export { schemaForm, schemaFormControl, schemaFormOptions, useSchemaForm, type SchemaForm } from './schemaForm.ts';
