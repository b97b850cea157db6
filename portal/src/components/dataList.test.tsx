import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { layout } from '../core/ui.ts';
import { DataList } from './DataList.tsx';
import { cardContent, cardLayout, isEmptyCell, pageOf, shownColumns, wideScreenQuery, type ListColumns } from './dataList.ts';

interface Filing {
  id: string;
  semanticId: string;
  name: string;
  customer: string;
  status: 'APPROVING' | 'APPROVED';
  submitter: string | null;
}

const filings: Filing[] = [
  { id: 'a', semanticId: 'PF-2026-0001', name: 'Metro depot virtualization', customer: 'Shanghai Metro', status: 'APPROVING', submitter: 'Mia' },
  { id: 'b', semanticId: 'PF-2026-0002', name: 'Airport backup', customer: 'Pudong Airport', status: 'APPROVED', submitter: null },
];

const columns = (canDecide: boolean): ListColumns<Filing> => [
  { key: 'id', header: 'Number', role: 'id', body: (r) => <a href={`/f/${r.semanticId}`}>{r.semanticId}</a>, style: { whiteSpace: 'nowrap' } },
  { key: 'name', header: 'Name', role: 'title', body: (r) => r.name },
  { key: 'customer', header: 'Customer', body: (r) => r.customer },
  { key: 'submitter', header: 'Submitter', body: (r) => r.submitter },
  { key: 'status', header: 'Status', role: 'status', body: (r) => <span className="tag">{r.status}</span> },
  canDecide && {
    key: 'actions',
    header: '',
    role: 'actions',
    body: (r) =>
      r.status === 'APPROVING' ? (
        <span className="pp-row-actions">
          <button type="button" aria-label={`Approve ${r.name}`}>
            Approve
          </button>
          <button type="button" aria-label={`Reject ${r.name}`}>
            Reject
          </button>
        </span>
      ) : null,
  },
];

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('list columns → card layout', () => {
  it('places each shown column by its role, meta unless told, in the list’s order', () => {
    const card = cardLayout(columns(true));
    const keys = (role: keyof typeof card) => card[role].map((c) => c.key);
    expect(keys('id')).toEqual(['id']);
    expect(keys('title')).toEqual(['name']);
    expect(keys('status')).toEqual(['status']);
    expect(keys('meta')).toEqual(['customer', 'submitter']);
    expect(keys('actions')).toEqual(['actions']);
    expect(cardLayout(columns(false)).actions).toEqual([]);
    expect(shownColumns(columns(false)).map((c) => c.key)).toEqual(['id', 'name', 'customer', 'submitter', 'status']);
  });

  it('leaves out the cells with nothing to show, and labels the meta lines with their headers', () => {
    const card = cardLayout(columns(true));
    const [pending, decided] = filings.map((f) => cardContent(card, f));
    expect(pending?.meta.map((c) => [c.label, c.content])).toEqual([
      ['Customer', 'Shanghai Metro'],
      ['Submitter', 'Mia'],
    ]);
    expect(pending?.actions).toHaveLength(1);
    expect(decided?.meta.map((c) => c.label)).toEqual(['Customer']);
    expect(decided?.actions).toEqual([]);
    expect([null, undefined, false, ''].every(isEmptyCell)).toBe(true);
    expect([0, '—', 'x'].some(isEmptyCell)).toBe(false);
  });

  it('switches at the shared phone breakpoint', () => {
    expect(wideScreenQuery).toBe(`(min-width: ${layout.mobileBelowPx}px)`);
    expect(layout.mobileBelowPx).toBe(768);
  });

  it('pages the rows itself only when it is not server-paged', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, { paginator: true, first: 2, rows: 2 })).toEqual([3, 4]);
    expect(pageOf(rows, { paginator: true, lazy: true, first: 2, rows: 2 })).toEqual(rows);
    expect(pageOf(rows, {})).toEqual(rows);
  });
});

describe('DataList', () => {
  const paging = { dataKey: 'id', lazy: true, paginator: true, rows: 10, first: 0, totalRecords: 2, onPage: () => undefined, stripedRows: true };

  it('renders the table where there is no window to measure (a wide screen), with the list’s test id', () => {
    const html = renderToString(<DataList value={filings} columns={columns(true)} {...paging} loading={false} emptyMessage="None" scrollable data-testid="approvals-table" />);
    expect(html).toContain('data-testid="approvals-table"');
    expect(html).toContain('<table');
    expect(html).toMatch(/<th[^>]*>.*Customer/);
    expect(html).toContain('PF-2026-0001');
    expect(html).toContain('aria-label="Approve Metro depot virtualization"');
    expect(html).toContain('p-paginator');
    expect(html).not.toContain('pp-list-card');
  });

  it('renders each row as a card below the breakpoint: number, status, title and actions whole, the rest as lines', () => {
    const html = renderToString(<DataList value={filings} columns={columns(true)} {...paging} loading={false} emptyMessage="None" layout="cards" data-testid="approvals-table" />);
    expect(html).not.toContain('<table');
    expect(html).toContain('data-testid="approvals-table"');
    const cards = html.split('<li').slice(1);
    expect(cards).toHaveLength(2);
    const [pending, decided] = cards.map(text);
    expect(pending).toContain('PF-2026-0001');
    expect(pending).toContain('APPROVING');
    expect(pending).toContain('Metro depot virtualization');
    expect(pending).toContain('Customer Shanghai Metro');
    expect(pending).toContain('Submitter Mia');
    expect(cards[0]).toContain('aria-label="Approve Metro depot virtualization"');
    expect(cards[0]).toContain('aria-label="Reject Metro depot virtualization"');
    expect(cards[0]).toMatch(/data-testid="list-card-id"[^>]*><a href="\/f\/PF-2026-0001">PF-2026-0001<\/a>/);
    expect(cards[0]).toContain('data-testid="list-card-status"');
    expect(cards[0]).toContain('data-testid="list-card-actions"');
    expect(decided).not.toContain('Submitter');
    expect(cards[1]).not.toContain('list-card-actions');
    expect(html).toContain('p-paginator');
  });

  it('shows the empty message in both layouts, and the loading state instead of it', () => {
    for (const layout of ['table', 'cards'] as const) {
      const empty = renderToString(<DataList value={[]} columns={columns(false)} emptyMessage="No deal registrations yet" layout={layout} data-testid="filing-table" />);
      expect(empty).toContain('No deal registrations yet');
      expect(empty).toContain('data-testid="filing-table"');
    }
    // untold, both show PrimeReact's own empty message
    const [table, cards] = (['table', 'cards'] as const).map((layout) => text(renderToString(<DataList value={[]} columns={columns(false)} layout={layout} />)));
    expect(cards?.trim()).toBe('No available options');
    expect(table).toContain('No available options');
    const loading = renderToString(<DataList value={[]} columns={columns(false)} emptyMessage="No deal registrations yet" loading layout="cards" />);
    expect(loading).toContain('pi-spinner');
    expect(loading).not.toContain('No deal registrations yet');
  });

  it('pages the cards like the table: one page of a client-paged list, the server’s page as given', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...filings[0]!, id: `f${i}`, semanticId: `PF-2026-${String(i + 1).padStart(4, '0')}` }));
    const own = renderToString(<DataList value={many} columns={columns(false)} emptyMessage="None" paginator rows={5} layout="cards" />);
    expect(own.split('<li').length - 1).toBe(5);
    expect(own).toContain('PF-2026-0005');
    expect(own).not.toContain('PF-2026-0006');
    expect(own).toContain('(1 of 3)');
    const server = renderToString(<DataList value={many.slice(0, 10)} columns={columns(false)} emptyMessage="None" {...paging} totalRecords={25} layout="cards" />);
    expect(server.split('<li').length - 1).toBe(10);
    expect(server).toContain('(1 of 3)');
  });
});
