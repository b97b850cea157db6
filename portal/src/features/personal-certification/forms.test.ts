import { describe, expect, it, vi } from 'vitest';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { schemaFormControl, type SchemaForm } from '../../components/schemaForm.ts';
import { translateError } from '../../lib/errors.ts';
import { applyFormOptions, applyInput, cancelFormOptions, rejectPointsFormOptions, approvePointsFormOptions, type ApplyStart } from './forms.ts';

const companyId = '5f0c1f43-87a4-4b8e-9f0f-3a1f2d3c4b5a';
const addressId = '6a1d2e54-98b5-4c9f-8a1e-4b2e3d4c5b6a';
const receiptId = '7b2e3f65-09c6-4daf-9b2f-5c3f4e5d6c7b';

const formOf = <O, I extends FieldValues>(form: SchemaForm<O, I>) => {
  const control = schemaFormControl(form);
  const send = vi.fn<(values: O) => void>();
  const submit = () => control.handleSubmit(send)();
  const errorOf = (name: FieldPath<I>) => {
    const message = control.getFieldState(name).error?.message;
    return message ? translateError(message, undefined, undefined, 'en-US') : undefined;
  };
  return { control, send, submit, errorOf };
};

const mainland: ApplyStart = { site: 'MAINLAND', typeId: 1, realName: ' Li Lei ', companyId, deliveryAddressId: addressId, phonePrefix: '+86' };
const global: ApplyStart = { ...mainland, site: 'GLOBAL', phonePrefix: '+852' };

describe('the apply form', () => {
  it('starts on the site with the type, the name, the current company and (mainland) the default address', () => {
    const d = applyFormOptions(mainland).defaultValues;
    expect(d).toMatchObject({ site: 'MAINLAND', typeId: 1, realName: ' Li Lei ', companyId, deliveryAddressId: addressId, wantsInvoice: false });
    expect(applyFormOptions(global).defaultValues).toMatchObject({ site: 'GLOBAL', deliveryAddressId: null, deliveryContactPrefix: '+852' });
  });

  it('asks for the payment method, then the kind of points or the receipt it needs', async () => {
    const f = formOf(applyFormOptions(mainland));
    await f.submit();
    expect(f.errorOf('paymentMethod')).toBe('Please choose a valid payment method.');
    f.control.setValue('paymentMethod', 'POINT_DEDUCTION');
    await f.submit();
    expect(f.errorOf('pointType')).toBe('Please choose the kind of points.');
    f.control.setValue('paymentMethod', 'TRANSFER_ACCOUNTS');
    await f.submit();
    expect(f.errorOf('receiptFileId')).toBe('Please upload a screenshot of the transfer receipt.');
    expect(f.send).not.toHaveBeenCalled();
  });

  it('sends points from the company with the own address, trimmed, and nothing of another method, delivery or invoice', async () => {
    const f = formOf(applyFormOptions(mainland));
    f.control.setValue('paymentMethod', 'POINT_DEDUCTION');
    f.control.setValue('pointType', 'MARKET_POINT');
    f.control.setValue('receiptFileId', receiptId);
    f.control.setValue('invoiceTitle', 'left behind');
    await f.submit();
    const sent = f.send.mock.calls[0]?.[0];
    expect(sent && applyInput(sent)).toMatchObject({
      typeId: 1,
      realName: 'Li Lei',
      site: 'MAINLAND',
      paymentMethod: 'POINT_DEDUCTION',
      companyId,
      pointType: 'MARKET_POINT',
      receiptFileId: null,
      deliveryAddressId: addressId,
      deliveryContactName: null,
      deliveryAddress: null,
      wantsInvoice: false,
      invoiceTitle: null,
    });
  });

  it('on the global site wants the typed-in address with a valid phone, and a complete invoice when asked for', async () => {
    const f = formOf(applyFormOptions(global));
    f.control.setValue('paymentMethod', 'TRANSFER_ACCOUNTS');
    f.control.setValue('receiptFileId', receiptId);
    await f.submit();
    expect(f.errorOf('deliveryAddressId')).toBe('Please choose a delivery address for the certificate.');
    f.control.setValue('deliveryContactName', 'Chan Tai Man');
    f.control.setValue('deliveryContactNumber', '12-ab');
    f.control.setValue('deliveryAddress', '1 Queen’s Road Central');
    f.control.setValue('wantsInvoice', true);
    f.control.setValue('invoiceContentType', 'TECHNICAL_TRAINING_EXPENSE');
    f.control.setValue('invoiceTitleType', 'ORGANIZATIONAL');
    f.control.setValue('invoiceTitle', 'ACME Ltd');
    f.control.setValue('invoiceCompanyName', 'ACME Ltd');
    f.control.setValue('invoiceTaxNumber', 'TX-1');
    f.control.setValue('invoiceReceiverEmail', 'not-an-email');
    await f.submit();
    expect(f.errorOf('deliveryContactNumber')).toBeDefined();
    expect(f.errorOf('invoiceReceiverEmail')).toBe('Please enter a valid e-mail address.');
    f.control.setValue('deliveryContactNumber', '91234567');
    f.control.setValue('invoiceReceiverEmail', 'billing@acme.example');
    await f.submit();
    const sent = f.send.mock.calls[0]?.[0];
    expect(sent && applyInput(sent)).toMatchObject({
      paymentMethod: 'TRANSFER_ACCOUNTS',
      receiptFileId: receiptId,
      pointType: null,
      deliveryAddressId: null,
      deliveryContactName: 'Chan Tai Man',
      deliveryContactPrefix: '+852',
      deliveryContactNumber: '91234567',
      wantsInvoice: true,
      invoiceContentType: 'TECHNICAL_TRAINING_EXPENSE',
      invoiceReceiverEmail: 'billing@acme.example',
    });
  });
});

describe('the reason forms', () => {
  it('cancelling and rejecting the points need a reason; approving needs nothing', async () => {
    const cancel = formOf(cancelFormOptions(companyId));
    await cancel.submit();
    expect(cancel.errorOf('reason')).toBe('Please enter a reason for the cancellation.');
    const reject = formOf(rejectPointsFormOptions(companyId));
    await reject.submit();
    expect(reject.errorOf('auditComment')).toBe('Please enter a reason for the rejection.');
    const approve = formOf(approvePointsFormOptions(companyId));
    await approve.submit();
    expect(approve.send).toHaveBeenCalledWith({ approvalId: companyId }, undefined);
  });
});
