// The back office's counted lists as its data provider sends them: the count read up to one row past the data
// provider's cap (`totalCountUpTo`), in place of `totalCount`.
import { LIST_COUNT_CAP } from '../../admin/src/data-provider/buildQuery.ts';

/** `text` with each `totalCount` selection as the data provider writes it. */
export const countedAsBackOffice = (text: string): string =>
  text.replace(/\btotalCount\b/g, `totalCount: totalCountUpTo(max: ${LIST_COUNT_CAP})`);
