import { useState, type CSSProperties } from 'react';
import PrimeReact, { localeOption } from 'primereact/api';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableValueArray } from 'primereact/datatable';
import { Paginator } from 'primereact/paginator';
import { useMediaQuery } from '../lib/viewport.ts';
import { cardContent, cardLayout, pageOf, shownColumns, wideScreenQuery, type CardLayout, type ListColumns } from './dataList.ts';
import './data-list.css';

export interface DataListProps<Row> {
  /** The rows (of the current page when the list is server-paged). */
  value: readonly Row[];
  columns: ListColumns<Row>;
  /** The row's key field; `id` unless told. */
  dataKey?: string;
  /** PrimeReact's own (the DataTable's, "No available options") unless told. */
  emptyMessage?: string;
  loading?: boolean;
  /** Table rows striped; true unless told. */
  stripedRows?: boolean;
  /** Paging, as `usePage().tableProps(totalCount, loading)` gives it: server-paged when `lazy`. */
  paginator?: boolean;
  lazy?: boolean;
  rows?: number;
  first?: number;
  totalRecords?: number;
  onPage?: (event: DataTablePageEvent) => void;
  /** The table scrolls sideways inside its box (its actions column stays in view) rather than squeezing its columns. */
  scrollable?: boolean;
  tableStyle?: CSSProperties;
  /** On the table, and on the list of cards. */
  'data-testid'?: string;
  /** `auto` (the table on a wide screen, cards below the breakpoint) unless told. */
  layout?: 'auto' | 'table' | 'cards';
}

/** Drops the props not given, so PrimeReact keeps its defaults for them. */
const given = <T extends object>(props: T): Partial<T> => Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as Partial<T>;

const Cards = <Row,>({ rows, card, dataKey }: { rows: readonly Row[]; card: CardLayout<Row>; dataKey: string }) => (
  <ul className="pp-list-cards">
    {rows.map((row, index) => {
      const cells = cardContent(card, row);
      const key = (row as Record<string, unknown>)[dataKey];
      return (
        <li key={typeof key === 'string' || typeof key === 'number' ? key : index} className="pp-list-card">
          {(cells.id.length > 0 || cells.status.length > 0) && (
            <div className="pp-list-card-head">
              {cells.id.map((c) => (
                <span key={c.key} className="pp-list-card-id" data-testid="list-card-id">
                  {c.content}
                </span>
              ))}
              {cells.status.map((c) => (
                <span key={c.key} className="pp-list-card-status" data-testid="list-card-status">
                  {c.content}
                </span>
              ))}
            </div>
          )}
          {cells.title.map((c) => (
            <div key={c.key} className="pp-list-card-title" data-testid="list-card-title">
              {c.content}
            </div>
          ))}
          {cells.meta.length > 0 && (
            <dl className="pp-list-card-meta">
              {cells.meta.map((c) => (
                <div key={c.key} className="pp-list-card-line">
                  <dt>{c.label}</dt>
                  <dd>{c.content}</dd>
                </div>
              ))}
            </dl>
          )}
          {cells.actions.length > 0 && (
            <div className="pp-list-card-actions" data-testid="list-card-actions">
              {cells.actions.map((c) => (
                <span key={c.key}>{c.content}</span>
              ))}
            </div>
          )}
        </li>
      );
    })}
  </ul>
);

/**
 * One list for every screen size: on a screen at least the spec's breakpoint wide (`core/ui.ts`), a PrimeReact
 * DataTable of the columns; below it, each row as a card with its number, status, title and actions whole and its other
 * columns as label/value lines. Both show the same page of rows, paginator, empty message and loading state, and carry
 * the list's test id; the cells' own test ids and labels are the same in both.
 */
export const DataList = <Row,>({
  value,
  columns,
  dataKey = 'id',
  emptyMessage,
  loading,
  stripedRows = true,
  paginator,
  lazy,
  rows,
  first,
  totalRecords,
  onPage,
  scrollable,
  tableStyle,
  'data-testid': testId,
  layout = 'auto',
}: DataListProps<Row>) => {
  const wide = useMediaQuery(wideScreenQuery, true);
  const [ownFirst, setOwnFirst] = useState(0);
  const shown = shownColumns(columns);

  if (layout === 'table' || (layout === 'auto' && wide)) {
    return (
      <DataTable
        value={value as unknown as DataTableValueArray}
        {...given({ emptyMessage, dataKey, loading, stripedRows, paginator, lazy, rows, first, totalRecords, onPage, scrollable, tableStyle })}
        data-testid={testId}
      >
        {shown.map((c) => (
          <Column
            key={c.key}
            header={c.header}
            body={(row: unknown) => c.body(row as Row)}
            {...given({ style: c.style, align: c.align })}
            {...(c.role === 'actions' && scrollable ? { frozen: true, alignFrozen: 'right' as const } : {})}
          />
        ))}
      </DataTable>
    );
  }

  const at = first ?? ownFirst;
  const page = pageOf(value, { paginator, lazy, first: at, rows });
  const total = lazy ? (totalRecords ?? 0) : value.length;
  return (
    <div className="pp-list" aria-busy={loading ? true : undefined} data-testid={testId}>
      {loading && (
        <div className="pp-list-loading" data-testid="list-loading">
          <i className="pi pi-spin pi-spinner" aria-hidden />
        </div>
      )}
      {page.length === 0 && !loading ? (
        <p className="pp-list-empty">{emptyMessage ?? localeOption('emptyMessage', PrimeReact.locale ?? 'en')}</p>
      ) : (
        <Cards rows={page} card={cardLayout(columns)} dataKey={dataKey} />
      )}
      {paginator && rows !== undefined && total > 0 && (
        <Paginator
          first={at}
          rows={rows}
          totalRecords={total}
          template="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          onPageChange={(e) => {
            if (first === undefined) setOwnFirst(e.first);
            onPage?.({ first: e.first, rows: e.rows, page: e.page, pageCount: e.pageCount });
          }}
        />
      )}
    </div>
  );
};
