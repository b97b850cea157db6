import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestApi } from './test-kit.ts';

const kit = useTestApi();


const create = `mutation($contactName: String!, $phonePrefixCountryCode: String!, $contactNumber: String!, $address: String!, $isDefault: Boolean) {
  createDeliveryAddress(input: { contactName: $contactName, phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber, address: $address, isDefault: $isDefault }) {
    result { id contactName phonePrefixCountryCode contactNumber address isDefault }
  }
}`;
const list = `{ deliveryAddresses(orderBy: [IS_DEFAULT_DESC, CREATED_AT_DESC]) { totalCount nodes { address isDefault } } }`;
const good = { contactName: '李雷', phonePrefixCountryCode: '+86', contactNumber: '13800000000', address: '上海市浦东新区张江路 1 号' };

describe('delivery addresses through GraphQL', () => {
  it('re-checks the form schema on the server (the name characters included) and writes nothing on bad input', async () => {
    const sub = randomUUID();
    const token = await kit.api.sign({ sub });
    const badName = await kit.api.graphql(create, { ...good, contactName: 'Li_Lei 1' }, token);
    expect(codeOf(badName.body)).toBe('DELIVERY_CONTACT_NAME_INVALID');
    const badPhone = await kit.api.graphql(create, { ...good, contactNumber: '12800000000' }, token);
    expect(codeOf(badPhone.body)).toBe('PHONE_INVALID');
    const noAddress = await kit.api.graphql(create, { ...good, address: '  ' }, token);
    expect(codeOf(noAddress.body)).toBe('DELIVERY_ADDRESS_REQUIRED');
    const { rowCount } = await kit.owner.query('select 1 from app_public.delivery_addresses where root_user_id = $1', [sub]);
    expect(rowCount).toBe(0);
  });

  it('creates, lists the owner’s addresses only, and counts them on the user', async () => {
    const token = await kit.api.sign();
    const first = await kit.api.graphql<{ createDeliveryAddress: { result: Record<string, unknown> } }>(create, good, token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.createDeliveryAddress.result).toMatchObject({ ...good, isDefault: true });
    await kit.api.graphql(create, { ...good, address: 'second', isDefault: true }, token);
    const mine = await kit.api.graphql<{ deliveryAddresses: { totalCount: number; nodes: { address: string; isDefault: boolean }[] } }>(list, {}, token);
    expect(mine.body.data?.deliveryAddresses).toEqual({
      totalCount: 2,
      nodes: [
        { address: 'second', isDefault: true },
        { address: good.address, isDefault: false },
      ],
    });
    const count = await kit.api.graphql<{ users: { nodes: { addressCount: number | null }[] } }>(
      '{ users { nodes { addressCount } } }',
      {},
      token,
    );
    expect(count.body.data?.users.nodes).toEqual([{ addressCount: 2 }]);
    const someoneElse = await kit.api.graphql<{ deliveryAddresses: { totalCount: number } }>(list, {}, await kit.api.sign());
    expect(someoneElse.body.data?.deliveryAddresses.totalCount).toBe(0);
  });
});

describe('recent pages through GraphQL', () => {
  it('records visits and lists them most recent first', async () => {
    const token = await kit.api.sign();
    const record = `mutation($url: String!, $title: String!) { recordRecentPage(input: { url: $url, title: $title }) { result { url title } } }`;
    expect(codeOf((await kit.api.graphql(record, { url: 'https://evil.example/', title: 'X' }, token)).body)).toBe('RECENT_PAGE_URL_INVALID');
    await kit.api.graphql(record, { url: '/workbench/user', title: 'Members' }, token);
    await kit.api.graphql(record, { url: '/workbench/company-info', title: 'Company info' }, token);
    const pages = await kit.api.graphql<{ recentPages: { nodes: { url: string; title: string }[] } }>('{ recentPages { nodes { url title } } }', {}, token);
    expect(pages.body.data?.recentPages.nodes).toEqual([
      { url: '/workbench/company-info', title: 'Company info' },
      { url: '/workbench/user', title: 'Members' },
    ]);
  });
});
