import { describe, expect, it } from 'vitest';
import { withWorld, type Tx } from './world.ts';

const notify = (tx: Tx, root: string, title: string, content: string, dedup: string) =>
  tx.query("select app_private.notify_user($1, null, $2, $3, 'COMMON', '/workbench', $4)", [root, title, content, dedup]);
const keyed = async (tx: Tx, dedup: string) =>
  (await tx.query<{ message_key: string | null; message_params: Record<string, string>; title: string }>(
    'select message_key, message_params, title from app_public.user_messages where dedup_key = $1', [dedup])).rows[0]!;
const keyOf = async (tx: Tx, title: string, content: string) =>
  (await tx.query<{ key: string | null; params: Record<string, string> }>('select * from app_private.user_message_key($1, $2)', [title, content])).rows[0]!;

describe('notifications in the reader\'s language', () => {
  it('stores the key and parameters of a known sentence next to its English text', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const root = tx.world.people.memberA;
      await notify(tx, root, 'Deal registration PF-2026-0000012 is waiting for your approval',
        '"Data centre" for ACME Ltd was submitted and waits for your review.', 't:1');
      expect(await keyed(tx, 't:1')).toEqual({
        message_key: 'filingWaiting',
        message_params: { id: 'PF-2026-0000012', name: 'Data centre', customer: 'ACME Ltd' },
        title: 'Deal registration PF-2026-0000012 is waiting for your approval',
      });
      await notify(tx, root, 'Something the portal has no text for', 'Free text.', 't:2');
      expect(await keyed(tx, 't:2')).toMatchObject({ message_key: null, message_params: {} });
    }));

  it('recognises every sentence the call sites write', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const cases: [string, string, string, Record<string, string>][] = [
        ['Your application to join Acme was approved', 'Welcome to Acme. You can now open the company workbench.', 'joinApproved', { company: 'Acme' }],
        ['Your application to join Acme was not approved', 'Reason: too late', 'joinRejected', { company: 'Acme', reason: 'too late' }],
        ['Li Lei is waiting to join Acme', 'An application to join your company is waiting for your review.', 'joinWaiting', { name: 'Li Lei', company: 'Acme' }],
        ['Li Lei joined Acme', 'Li Lei joined the company with your invitation link.', 'invitationUsed', { name: 'Li Lei', company: 'Acme' }],
        ['You are no longer a member of Acme', 'Your membership of Acme has ended. You can no longer open its workbench.', 'memberLeft', { company: 'Acme' }],
        ['Your partner application for Acme was approved', 'Welcome to the partner program.', 'partnerApproved', { company: 'Acme' }],
        ['Your partner application for Acme was not approved', 'Reason: no licence You may apply again.', 'partnerRejected', { company: 'Acme', reason: 'no licence' }],
        ['Partner application PA-1 of Acme is waiting', 'A partner application submitted on 2026-11-01 is waiting for a decision.', 'partnerWaiting', { id: 'PA-1', company: 'Acme', date: '2026-11-01' }],
        ['A renewal of deal registration PF-1 is waiting for your approval', 'A renewal of "X" for Y waits for your review.', 'filingRenewalWaiting', { id: 'PF-1', name: 'X', customer: 'Y' }],
        ['Deal registration PF-1 was submitted', '"X" waits for your partner administrator\'s approval, then the vendor\'s.', 'filingSubmitted', { id: 'PF-1', name: 'X' }],
        ['Deal registration PF-1 was cancelled', 'Reason: duplicate', 'filingCancelled', { id: 'PF-1', reason: 'duplicate' }],
        ['Deal registration PF-1 was cancelled by the vendor', 'Reason: lost', 'filingCancelledByVendor', { id: 'PF-1', reason: 'lost' }],
        ['Deal registration PF-1 was signed', '"X" was signed on 2026-11-02.', 'filingSigned', { id: 'PF-1', name: 'X', date: '2026-11-02' }],
        ['Deal registration PF-1 was rejected', 'Comment: no', 'filingRejected', { id: 'PF-1', comment: 'no' }],
        ['The renewal of deal registration PF-1 was rejected', 'Comment: no', 'filingRenewalRejected', { id: 'PF-1', comment: 'no' }],
        ['Deal registration PF-1 was approved by your partner administrator', 'It now waits…', 'filingPartnerApproved', { id: 'PF-1' }],
        ['The renewal of deal registration PF-1 was approved by your partner administrator', '…', 'filingRenewalPartnerApproved', { id: 'PF-1' }],
        ['Deal registration PF-1 was approved by the vendor', '"X" is protected until 2027-05-01.', 'filingVendorApproved', { id: 'PF-1', name: 'X', until: '2027-05-01' }],
        ['The renewal of deal registration PF-1 was approved by the vendor', '"X" is now protected until 2027-05-01.', 'filingRenewalVendorApproved', { id: 'PF-1', name: 'X', until: '2027-05-01' }],
        ['Deal registration PF-1 expires in 7 days', 'Deal registration PF-1 (X, Y) is protected until 2026-12-01. Apply for a renewal to keep it in effect.', 'filingExpiresSoon', { id: 'PF-1', days: '7', until: '2026-12-01' }],
        ['Warning: deal registration PF-1 has had no progress for 80 days', '…', 'filingProgressWarning', { id: 'PF-1', days: '80' }],
        ['Deal registration PF-1: no progress for 30 days', '…', 'filingNoProgress', { id: 'PF-1', days: '30' }],
        ['Deal registration PF-1 has expired', '…', 'filingExpired', { id: 'PF-1' }],
        ['Market points expire soon', '120 market points of your company expire after 2026-12-31.', 'marketPointsExpiring', { points: '120', date: '2026-12-31' }],
        ['Product points expire soon', '5 product points of your company expire after 2026-12-31.', 'productPointsExpiring', { points: '5', date: '2026-12-31' }],
      ];
      for (const [title, content, key, params] of cases) expect(await keyOf(tx, title, content), title).toEqual({ key, params });
    }));

  it('the migration keys the rows written before it by their English sentence and leaves the others', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const root = tx.world.people.memberA;
      await notify(tx, root, 'Deal registration PF-9 was signed', 'Signed.', 'old:1');
      await notify(tx, root, 'An old free text', 'x', 'old:2');
      // As they were before the migration: no key.
      await tx.query("update app_public.user_messages set message_key = null, message_params = '{}' where dedup_key like 'old:%'");
      expect((await tx.query<{ n: number }>('select app_private.key_user_messages() as n')).rows[0]!.n).toBeGreaterThanOrEqual(1);
      expect(await keyed(tx, 'old:1')).toMatchObject({ message_key: 'filingSigned', message_params: { id: 'PF-9' } });
      expect(await keyed(tx, 'old:2')).toMatchObject({ message_key: null, title: 'An old free text' });
    }));
});
