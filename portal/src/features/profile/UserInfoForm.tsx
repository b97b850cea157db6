import { useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Controller, useWatch } from 'react-hook-form';
import { useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { limits, phoneChanged, type UserInfoFormValues } from '@pp/domain';
import { FieldFrame, PhoneField, TextField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { errorCodeOf, errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { useCurrentUser, type CurrentUserIdentity } from '../auth/index.ts';
import { userInfoFormOptions } from './forms.ts';
import { secondsLeft } from './userInfoRules.ts';
import { EDIT_USER_INFO, SEND_VERIFICATION_CODE, USER_INFO_POSITIONS, VERIFICATION_CODE_STATUS } from './profileUserInfo.graphql.ts';

interface Props {
  identity: CurrentUserIdentity;
  /** The id of the form, for a submit button outside it (a dialog's footer). */
  formId: string;
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
}

/** How often a sent code's delivery is asked about until it is known. */
const statusPollMs = 2000;

/** The time, ticking every second while a countdown runs; `restart` sets it to now when a countdown begins. */
const useNow = (running: boolean) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return { now, restart: (at: number) => setNow(at) };
};

/**
 * The user info form: name, position, e-mail, phone (prefix and number) and, when the phone differs from the one on
 * record, a verification code sent to the new phone. A code may be asked for when no countdown runs, no request is
 * in flight and the phone is valid; a 60-second countdown follows (the server refuses earlier requests too).
 */
export const UserInfoForm = ({ identity, formId, onSaving, onSaved }: Props) => {
  const t = useTranslate();
  const { open } = useNotification();
  const client = useApolloClient();
  const { refetch } = useCurrentUser();
  const { control, handleSubmit, trigger, getValues } = useSchemaForm(userInfoFormOptions(identity));
  const { data: positionData } = useQuery(USER_INFO_POSITIONS);
  const positions = (positionData?.positions?.nodes ?? []).filter((p) => p !== null);
  const [sendCode, { loading: sending }] = useMutation(SEND_VERIFICATION_CODE);
  const [editUserInfo] = useMutation(EDIT_USER_INFO);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const clock = useNow(resendAt !== null && resendAt > Date.now());
  const countdown = secondsLeft(resendAt, clock.now);
  // one instant for both: read twice, the countdown could start a millisecond over its length (61 s of 60)
  const startCountdown = (seconds: number) => {
    const at = Date.now();
    clock.restart(at);
    setResendAt(at + seconds * 1000);
  };

  const [prefix, number] = useWatch({ control, name: ['phonePrefixCountryCode', 'contactNumber'] });
  const codeNeeded = phoneChanged(
    { contactNumber: identity.contactNumber, phonePrefixCountryCode: identity.phonePrefixCountryCode },
    { contactNumber: (number ?? '').trim(), phonePrefixCountryCode: prefix ?? '' },
  );

  // Follow the sent code's delivery: a failure is the SMS service's and the countdown ends.
  useEffect(() => {
    if (!requestId) return undefined;
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        try {
          const { data } = await client.query({ query: VERIFICATION_CODE_STATUS, variables: { id: requestId }, fetchPolicy: 'network-only' });
          const status = data.verificationCodeStatus;
          if (status === 'FAILED') {
            open?.({ type: 'error', message: t('app.notify.error'), description: translateError('SMS_SERVICE_ERROR') });
            setResendAt(null);
            return;
          }
          if (status !== 'SENDING') return;
        } catch {
          return;
        }
        await new Promise((resolve) => window.setTimeout(resolve, statusPollMs));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [requestId, client, open, t]);

  const requestCode = async () => {
    if (countdown > 0 || sending) return;
    if (!(await trigger(['phonePrefixCountryCode', 'contactNumber']))) return;
    const { phonePrefixCountryCode, contactNumber } = getValues();
    try {
      const { data } = await sendCode({ variables: { phonePrefixCountryCode: phonePrefixCountryCode ?? '', contactNumber: (contactNumber ?? '').trim() } });
      startCountdown(limits.smsResendSeconds);
      setRequestId(data?.sendVerificationCode?.result?.id ?? null);
      open?.({ type: 'success', message: t('app.notify.success'), description: t('profile.info.codeSent') });
    } catch (error) {
      // A refusal for being early carries the seconds left: the countdown shows them.
      const seconds = (error as { graphQLErrors?: { extensions?: { params?: { seconds?: unknown } } }[] }).graphQLErrors?.[0]?.extensions?.params?.seconds;
      if (errorCodeOf(error) === 'VERIFICATION_CODE_TOO_SOON' && typeof seconds === 'number') startCountdown(seconds);
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(error, 'profile.info.smsFailed') });
    }
  };

  const submit = useFormCommand({
    run: async (values: UserInfoFormValues) => {
      onSaving(true);
      try {
        await editUserInfo({
          variables: {
            userId: identity.userId,
            name: values.name,
            positionId: values.positionId,
            email: values.email,
            phonePrefixCountryCode: values.phonePrefixCountryCode,
            contactNumber: values.contactNumber,
            verificationCode: codeNeeded ? values.verificationCode : null,
            isSyncToAccountCenter: values.isSyncToAccountCenter,
          },
        });
        await refetch();
      } finally {
        onSaving(false);
      }
    },
    successKey: 'profile.info.saved',
    fallback: fallbacks.save,
    onDone: onSaved,
  });

  return (
    <form id={formId} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)} data-testid="user-info-form">
      <TextField control={control} name="name" id="pp-info-name" label={t('profile.info.name')} required maxLength={limits.memberNameMax} testId="user-info-name" />
      <Controller
        control={control}
        name="positionId"
        render={({ field, fieldState }) => (
          <FieldFrame htmlFor="pp-info-position" label={t('components.position')} required error={fieldState.error?.message}>
            <Dropdown
              inputId="pp-info-position"
              inputRef={field.ref}
              value={field.value ?? null}
              options={positions}
              optionLabel="name"
              optionValue="id"
              placeholder={t('components.selectPosition')}
              invalid={Boolean(fieldState.error)}
              onChange={(e) => field.onChange(typeof e.value === 'number' ? e.value : undefined)}
              onBlur={field.onBlur}
              data-testid="user-info-position"
            />
          </FieldFrame>
        )}
      />
      <TextField control={control} name="email" id="pp-info-email" label={t('profile.info.email')} required testId="user-info-email" />
      <PhoneField control={control} prefixName="phonePrefixCountryCode" numberName="contactNumber" id="pp-info-phone" required testId="user-info-phone" />
      {codeNeeded && (
        <Controller
          control={control}
          name="verificationCode"
          render={({ field, fieldState }) => (
            <FieldFrame htmlFor="pp-info-code" label={t('profile.info.code')} required error={fieldState.error?.message} help={t('profile.info.codeHelp')}>
              <div className="p-inputgroup">
                <InputText
                  id="pp-info-code"
                  ref={field.ref}
                  name={field.name}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={limits.smsCodeLength}
                  invalid={Boolean(fieldState.error)}
                  aria-describedby="pp-info-code-help"
                  data-testid="user-info-code"
                />
                <Button
                  type="button"
                  label={countdown > 0 ? t('profile.info.resendIn', { seconds: countdown }) : t('profile.info.sendCode')}
                  disabled={countdown > 0 || sending}
                  loading={sending}
                  onClick={() => void requestCode()}
                  data-testid="user-info-send-code"
                />
              </div>
            </FieldFrame>
          )}
        />
      )}
      <Controller
        control={control}
        name="isSyncToAccountCenter"
        render={({ field }) => (
          <div className="pp-field pp-checkbox-field">
            <Checkbox inputId="pp-info-sync" checked={field.value !== false} onChange={(e) => field.onChange(Boolean(e.checked))} />
            <label htmlFor="pp-info-sync">{t('profile.info.sync')}</label>
          </div>
        )}
      />
    </form>
  );
};
