import { ApplicationFailure } from '@temporalio/activity';
import type pg from 'pg';
import { withCodedErrors } from '../errors.ts';
import { AccountSyncError, type AccountService } from './account.ts';
import { SmsProviderError, type SmsSender } from './sms.ts';

/** What became of one SMS delivery. */
export type SmsDeliveryOutcome = 'sent' | 'failed' | 'missing';

/**
 * Activities of the profile workflows. Each reads or records through an idempotent SQL function in `app_private`:
 * sending a delivery that was already sent does nothing, and a provider's failure is an `SMS_SERVICE_ERROR` failure
 * (retried unless the provider says the request can never succeed); an account-service failure is a retryable
 * `JOIN_SYNC_ACCOUNT_FAILED`, recorded on the person's sync row before it is thrown.
 */
export const createProfileActivities = (pool: pg.Pool, sender: SmsSender, account: AccountService) => ({
  /** Sends the delivery's message unless it was already sent or given up; 'missing' when there is none. */
  async smsSend(deliveryId: string): Promise<SmsDeliveryOutcome> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ phone_prefix_country_code: string; contact_number: string; text: string | null; params: Record<string, string> | null; status: string }>(
        'select * from app_private.sms_delivery_message($1::uuid)',
        [deliveryId],
      ),
    );
    const delivery = rows[0];
    if (!delivery) return 'missing';
    if (delivery.status !== 'SENDING' || delivery.text === null) return delivery.status === 'SENT' ? 'sent' : 'failed';
    let result;
    try {
      result = await sender.send({
        deliveryId,
        phonePrefixCountryCode: delivery.phone_prefix_country_code,
        contactNumber: delivery.contact_number,
        text: delivery.text,
        params: delivery.params ?? {},
      });
    } catch (error) {
      const retryable = !(error instanceof SmsProviderError) || error.retryable;
      const message = error instanceof Error ? error.message : String(error);
      throw retryable
        ? ApplicationFailure.retryable(message, 'SMS_SERVICE_ERROR')
        : ApplicationFailure.nonRetryable(message, 'SMS_SERVICE_ERROR');
    }
    await withCodedErrors(() =>
      pool.query('select app_private.sms_delivery_sent($1::uuid, $2, $3)', [deliveryId, result.provider, result.providerMessageId]),
    );
    return 'sent';
  },

  /** Gives the delivery up: its code can no longer be used (SMS_SERVICE_ERROR). */
  async smsGiveUp(deliveryId: string, error: string): Promise<void> {
    await withCodedErrors(() => pool.query('select app_private.sms_delivery_failed($1::uuid, $2)', [deliveryId, error.slice(0, 500)]));
  },

  /** Writes the person's current name, e-mail and phone to their account. */
  async accountSync(rootUserId: string): Promise<void> {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ name: string; email: string | null; phone_prefix_country_code: string | null; contact_number: string | null }>(
        'select * from app_private.account_sync_data($1::uuid)',
        [rootUserId],
      ),
    );
    const data = rows[0];
    if (!data) return;
    try {
      await account.update(rootUserId, {
        name: data.name,
        email: data.email,
        phonePrefixCountryCode: data.phone_prefix_country_code,
        contactNumber: data.contact_number,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await pool.query('select app_private.account_sync_record($1::uuid, $2)', [rootUserId, `JOIN_SYNC_ACCOUNT_FAILED: ${message}`.slice(0, 500)]);
      throw ApplicationFailure.retryable(message, 'JOIN_SYNC_ACCOUNT_FAILED', error instanceof AccountSyncError ? 'account service' : 'unexpected');
    }
    await withCodedErrors(() => pool.query('select app_private.account_sync_record($1::uuid, null)', [rootUserId]));
  },
});

export type ProfileActivities = ReturnType<typeof createProfileActivities>;
