import { useCallback, useState } from 'react';
import type { DataTablePageEvent } from 'primereact/datatable';

/** Rows per page of the portal's server-paged tables. */
export const PAGE_ROWS = 10;

/**
 * One server-paged list of `rows` a page: `page` goes into the query's variables (first/offset of a PostGraphile
 * connection), `tableProps(totalCount, loading)` onto the PrimeReact DataTable showing it, and `reset` goes back to
 * the first page (when the list's filter changes).
 */
export const usePage = (rows: number = PAGE_ROWS) => {
  const [first, setFirst] = useState(0);
  const reset = useCallback(() => setFirst(0), []);
  return {
    page: { first: rows, offset: first },
    reset,
    tableProps: (totalCount: number | null | undefined, loading: boolean) => ({
      dataKey: 'id',
      lazy: true,
      paginator: true,
      rows,
      first,
      totalRecords: totalCount ?? 0,
      onPage: (e: DataTablePageEvent) => setFirst(e.first),
      loading,
      stripedRows: true,
    }),
  };
};
