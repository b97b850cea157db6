import { useState } from 'react';
import type { DataTablePageEvent } from 'primereact/datatable';

/** Rows per page of the portal's server-paged tables. */
export const PAGE_ROWS = 10;

/**
 * One server-paged list: `page` goes into the query's variables (first/offset of a PostGraphile connection) and
 * `tableProps(totalCount, loading)` onto the PrimeReact DataTable showing it.
 */
export const usePage = () => {
  const [first, setFirst] = useState(0);
  return {
    page: { first: PAGE_ROWS, offset: first },
    tableProps: (totalCount: number | null | undefined, loading: boolean) => ({
      dataKey: 'id',
      lazy: true,
      paginator: true,
      rows: PAGE_ROWS,
      first,
      totalRecords: totalCount ?? 0,
      onPage: (e: DataTablePageEvent) => setFirst(e.first),
      loading,
      stripedRows: true,
    }),
  };
};
