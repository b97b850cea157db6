import type { CSSProperties, ReactNode } from 'react';
import { layout } from '../core/ui.ts';

/**
 * What a column is to a person reading one row, which decides where it goes on a phone's card:
 * - `id`: the row's number (a filing's PF-2026-0001), at the card's top, whole;
 * - `title`: its name, on its own line under the number;
 * - `status`: its state (a tag), beside the number;
 * - `meta`: everything else, as label/value lines;
 * - `actions`: its buttons, at the card's foot (in the table: the last column, kept in view when the table scrolls).
 */
export type ListRole = 'id' | 'title' | 'status' | 'meta' | 'actions';

/** One column of a list: its header, what its cell shows for a row, its role (meta unless told) and its table cell's style. */
export interface ListColumn<Row> {
  /** The column's key among the list's columns (stable, unique in the list). */
  key: string;
  header: string;
  body: (row: Row) => ReactNode;
  /** `meta` unless told. */
  role?: ListRole;
  /** The table cell's style (the cards lay their parts out themselves). */
  style?: CSSProperties;
  align?: 'left' | 'right' | 'center';
}

/** A list's columns; `false`, `null` or `undefined` for a column not shown (`canDecide && { … }`). */
export type ListColumns<Row> = readonly (ListColumn<Row> | false | null | undefined)[];

/** The columns shown, in order. */
export const shownColumns = <Row>(columns: ListColumns<Row>): ListColumn<Row>[] => columns.filter((c): c is ListColumn<Row> => Boolean(c));

/** The columns of a card by their place on it, each in the list's order. */
export type CardLayout<Row> = Readonly<Record<ListRole, readonly ListColumn<Row>[]>>;

export const cardLayout = <Row>(columns: ListColumns<Row>): CardLayout<Row> => {
  const shown = shownColumns(columns);
  const of = (role: ListRole) => shown.filter((c) => (c.role ?? 'meta') === role);
  return { id: of('id'), title: of('title'), status: of('status'), meta: of('meta'), actions: of('actions') };
};

/** Whether a cell has nothing to show (a cell with no buttons for this row, an empty text). */
export const isEmptyCell = (node: ReactNode): boolean => node === null || node === undefined || node === false || node === '';

export interface CardCell {
  key: string;
  content: ReactNode;
}

/** One row's card: the cells of each part that show something, the meta lines with their labels. */
export interface CardContent {
  id: readonly CardCell[];
  title: readonly CardCell[];
  status: readonly CardCell[];
  meta: readonly (CardCell & { label: string })[];
  actions: readonly CardCell[];
}

export const cardContent = <Row>(card: CardLayout<Row>, row: Row): CardContent => {
  const cells = (columns: readonly ListColumn<Row>[]) =>
    columns.flatMap((c) => {
      const content = c.body(row);
      return isEmptyCell(content) ? [] : [{ key: c.key, content, label: c.header }];
    });
  return { id: cells(card.id), title: cells(card.title), status: cells(card.status), meta: cells(card.meta), actions: cells(card.actions) };
};

/** The media query of a screen wide enough for the table (the spec's breakpoint; narrower screens get cards). */
export const wideScreenQuery = `(min-width: ${layout.mobileBelowPx}px)`;

/** The rows of one page when the list pages its rows itself (not lazy): the server-paged ones are already one page. */
export const pageOf = <Row>(rows: readonly Row[], paging: { paginator?: boolean; lazy?: boolean; first?: number; rows?: number }): readonly Row[] =>
  paging.paginator && !paging.lazy && paging.rows ? rows.slice(paging.first ?? 0, (paging.first ?? 0) + paging.rows) : rows;
