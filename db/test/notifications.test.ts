import { describe, expect, it } from 'vitest';
import { withWorld, type Tx } from './world.ts';

const keyed = async (tx: Tx, dedup: string) =>
  (await tx.query<{ message_key: string | null; message_params: Record<string, unknown>; title: string }>(
    'select message_key, message_params, title from app_public.user_messages where dedup_key = $1', [dedup])).rows[0]!;

describe('notifications in the reader\'s language', () => {
  it('stores the key and parameters a call site passes next to its English text, and none for a free text', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const root = tx.world.people.memberA;
      await tx.query(
        `select app_private.notify_user($1, null, 'Deal registration PF-1 was signed', '"X" was signed on 2026-11-02.', 'COMMON', '/workbench', 't:1',
                                        'project-filing.message.signed', '{"id":"PF-1","name":"X","date":"2026-11-02"}')`,
        [root],
      );
      expect(await keyed(tx, 't:1')).toEqual({
        message_key: 'project-filing.message.signed',
        message_params: { id: 'PF-1', name: 'X', date: '2026-11-02' },
        title: 'Deal registration PF-1 was signed',
      });
      await tx.query(`select app_private.notify_user($1, null, 'Free', 'Text.', 'COMMON', null, 't:2')`, [root]);
      expect(await keyed(tx, 't:2')).toEqual({ message_key: null, message_params: {}, title: 'Free' });
    }));

  it('a review\'s notices carry their key and parameters (a join application: its administrators reminded, then rejected)', () =>
    withWorld(async (tx) => {
      await tx.as('noCompany');
      const { rows } = await tx.query<{ id: string }>('select id from app_public.create_one_company_join_application($1, $2)', [tx.world.companyA, 'Nora Applicant']);
      const id = rows[0]!.id;
      await tx.as(null);
      await tx.query('select app_private.join_application_remind_admins($1, 1)', [id]);
      await tx.as('adminA');
      await tx.query('select app_public.reject_company_join_application($1, $2)', [id, 'Not this year']);
      await tx.as(null);
      await tx.query(`select app_private.join_application_notify($1, 'rejected')`, [id]);
      const { rows: told } = await tx.query<{ root_user_id: string; message_key: string; message_params: Record<string, unknown> }>(
        `select root_user_id, message_key, message_params from app_public.user_messages
         where dedup_key like 'join_application:' || $1 || ':%' order by message_key desc`,
        [id],
      );
      const company = (await tx.query<{ name: string }>('select name from app_public.companies where id = $1', [tx.world.companyA])).rows[0]!.name;
      expect(told).toEqual([
        { root_user_id: tx.world.people.adminA, message_key: 'join-company.message.waiting', message_params: { name: 'Nora Applicant', company } },
        { root_user_id: tx.world.people.noCompany, message_key: 'join-company.message.rejected', message_params: { company, reason: 'Not this year' } },
      ]);
    }));
});
