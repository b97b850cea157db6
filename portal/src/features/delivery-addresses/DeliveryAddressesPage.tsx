import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Controller } from 'react-hook-form';
import { useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Checkbox } from 'primereact/checkbox';
import { Tag } from 'primereact/tag';
import { limits, type CreateDeliveryAddressInput } from '@pp/domain';
import { DataList, PhoneField, TextAreaField, TextField, formatPhone, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import {
  CREATE_DELIVERY_ADDRESS,
  DELETE_DELIVERY_ADDRESS,
  DELIVERY_ADDRESSES,
  SET_DEFAULT_DELIVERY_ADDRESS,
  UPDATE_DELIVERY_ADDRESS,
  type DeliveryAddress,
} from './deliveryAddresses.graphql.ts';
import { deliveryAddressFormOptions } from './forms.ts';
import './delivery-addresses.css';

const FORM_ID = 'pp-delivery-address-form';
const refetchQueries = ['DeliveryAddresses'];

interface FormProps {
  existing?: DeliveryAddress;
  onSubmit: (values: CreateDeliveryAddressInput) => Promise<void>;
}

/** Contact name, contact number (calling code and number, by the rule of the code) and address; default on creation. */
const AddressForm = ({ existing, onSubmit }: FormProps) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(deliveryAddressFormOptions(existing));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextField
        control={control}
        name="contactName"
        id="pp-address-contact-name"
        label={t('delivery-addresses.col.contactName')}
        required
        maxLength={limits.deliveryContactNameMax}
        autoFocus
        testId="address-contact-name"
      />
      <PhoneField control={control} prefixName="phonePrefixCountryCode" numberName="contactNumber" id="pp-address-phone" required testId="address-phone" />
      <TextAreaField
        control={control}
        name="address"
        id="pp-address-text"
        label={t('delivery-addresses.col.address')}
        required
        rows={3}
        maxLength={limits.deliveryAddressMax}
        testId="address-text"
      />
      {!existing && (
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <div className="pp-checkbox">
              <Checkbox
                inputId="pp-address-default"
                checked={field.value === true}
                onChange={(e) => field.onChange(e.checked === true)}
                data-testid="address-default"
              />
              <label htmlFor="pp-address-default">{t('delivery-addresses.makeDefault')}</label>
            </div>
          )}
        />
      )}
    </form>
  );
};

/** The create/edit dialog: a new address when `existing` is undefined. */
const AddressDialog = ({ existing, visible, onHide }: { existing?: DeliveryAddress; visible: boolean; onHide: () => void }) => {
  const t = useTranslate();
  const [create, created] = useMutation(CREATE_DELIVERY_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [update, updated] = useMutation(UPDATE_DELIVERY_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const loading = created.loading || updated.loading;
  const submit = useFormCommand({
    run: (values: CreateDeliveryAddressInput) =>
      existing
        ? update({
            variables: {
              id: existing.id,
              contactName: values.contactName,
              phonePrefixCountryCode: values.phonePrefixCountryCode,
              contactNumber: values.contactNumber,
              address: values.address,
            },
          })
        : create({ variables: values }),
    successKey: existing ? 'delivery-addresses.updated' : 'delivery-addresses.created',
    fallback: fallbacks.save,
    onDone: onHide,
  });
  return (
    <Dialog
      header={t(existing ? 'delivery-addresses.editTitle' : 'delivery-addresses.addTitle')}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(560px, 94vw)' }}
      data-testid="address-dialog"
      footer={
        <div>
          <Button type="button" label={t('delivery-addresses.cancel')} text onClick={onHide} disabled={loading} />
          <Button type="submit" form={FORM_ID} label={t('delivery-addresses.save')} loading={loading} data-testid="address-save" />
        </div>
      }
    >
      {visible && <AddressForm key={existing?.id ?? 'new'} existing={existing} onSubmit={submit} />}
    </Dialog>
  );
};

/** Asks before deleting; says what happens to the default. */
const DeleteDialog = ({ address, onHide }: { address?: DeliveryAddress; onHide: () => void }) => {
  const t = useTranslate();
  const [remove, { loading }] = useMutation(DELETE_DELIVERY_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const confirm = useFormCommand({
    run: (id: string) => remove({ variables: { id } }),
    successKey: 'delivery-addresses.deleted',
    fallback: fallbacks.save,
    onDone: onHide,
  });
  return (
    <Dialog
      header={t('delivery-addresses.deleteTitle')}
      visible={Boolean(address)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      data-testid="address-delete-dialog"
      footer={
        <div>
          <Button type="button" label={t('delivery-addresses.cancel')} text onClick={onHide} disabled={loading} />
          <Button
            type="button"
            label={t('delivery-addresses.delete')}
            severity="danger"
            loading={loading}
            onClick={() => address && void confirm(address.id)}
            data-testid="address-delete-confirm"
          />
        </div>
      }
    >
      {address && (
        <>
          <p>{t('delivery-addresses.deleteConfirm', { name: address.contactName, address: address.address })}</p>
          {address.isDefault && <p className="pp-muted">{t('delivery-addresses.deleteDefaultNote')}</p>}
        </>
      )}
    </Dialog>
  );
};

/**
 * /profile/delivery-address (mainland site): the person's delivery addresses, the default first, then the newest.
 * Add, edit, delete (after a confirmation) and set the default; the add button stops at the limit.
 */
export const DeliveryAddressesPage = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const max = limits.deliveryAddressesPerPerson;
  const { data, loading, error } = useQuery(DELIVERY_ADDRESSES, { variables: { first: max }, fetchPolicy: 'cache-and-network' });
  const [setDefault, settingDefault] = useMutation(SET_DEFAULT_DELIVERY_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<{ existing?: DeliveryAddress } | undefined>();
  const [deleting, setDeleting] = useState<DeliveryAddress | undefined>();

  const makeDefault = async (row: DeliveryAddress) => {
    try {
      await setDefault({ variables: { id: row.id } });
      open?.({ type: 'success', message: t('app.notify.success'), description: t('delivery-addresses.defaultSet') });
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallbacks.save) });
    }
  };

  const rows = (data?.deliveryAddresses?.nodes ?? []).filter((r): r is DeliveryAddress => Boolean(r));
  const count = data?.deliveryAddresses?.totalCount ?? rows.length;
  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('delivery-addresses.title')}</h1>
      <p className="pp-muted">{t('delivery-addresses.intro', { max })}</p>
      <div className="pp-toolbar pp-address-toolbar">
        <span className="pp-muted" data-testid="address-count">
          {t('delivery-addresses.count', { count, max })}
        </span>
        <Button
          label={t('delivery-addresses.add')}
          icon="pi pi-plus"
          onClick={() => setEditing({})}
          disabled={!data || count >= max}
          data-testid="address-add"
        />
      </div>
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : (
        <DataList
          value={rows}
          columns={[
            {
              key: 'contactName',
              header: t('delivery-addresses.col.contactName'),
              role: 'title',
              body: (r) => (
                <span>
                  {r.contactName} {r.isDefault && <Tag value={t('delivery-addresses.default')} severity="success" className="pp-ml" data-testid="address-default-tag" />}
                </span>
              ),
            },
            { key: 'contactNumber', header: t('delivery-addresses.col.contactNumber'), body: (r) => formatPhone(r.phonePrefixCountryCode, r.contactNumber) },
            { key: 'address', header: t('delivery-addresses.col.address'), body: (r) => r.address, style: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } },
            {
              key: 'actions',
              header: '',
              role: 'actions',
              style: { whiteSpace: 'nowrap', textAlign: 'right' },
              body: (r) => (
                <span className="pp-row-actions">
                  {!r.isDefault && (
                    <Button
                      label={t('delivery-addresses.setDefault')}
                      size="small"
                      text
                      disabled={settingDefault.loading}
                      onClick={() => void makeDefault(r)}
                      data-testid="address-set-default"
                    />
                  )}
                  <Button label={t('delivery-addresses.edit')} size="small" outlined onClick={() => setEditing({ existing: r })} data-testid="address-edit" />
                  <Button
                    label={t('delivery-addresses.delete')}
                    size="small"
                    outlined
                    severity="danger"
                    onClick={() => setDeleting(r)}
                    data-testid="address-delete"
                  />
                </span>
              ),
            },
          ]}
          loading={loading && !data}
          emptyMessage={t('delivery-addresses.none')}
          data-testid="address-table"
        />
      )}
      <AddressDialog existing={editing?.existing} visible={Boolean(editing)} onHide={() => setEditing(undefined)} />
      <DeleteDialog address={deleting} onHide={() => setDeleting(undefined)} />
    </div>
  );
};
