import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { Tag } from 'primereact/tag';
import { materialFileTypes, materialPaths, type MaterialFileType } from '@pp/domain';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDate, localName } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { MATERIAL_FILTERS, PUBLISHED_MATERIALS, type MaterialRow } from './material.graphql.ts';
import { MaterialActions } from './MaterialActions.tsx';
import { fileTypeIcon } from './rules.ts';
import './material.css';

const ROWS = 12;

const typeNames = (m: MaterialRow): string[] => m.resourceMaterialTypeLinks.nodes.flatMap((l) => (l?.type ? [localName(l.type)] : []));

/** One material as a card: its format, name, brief, uses and date, and what the reader may do with it. */
const MaterialCard = ({ m }: { m: MaterialRow }) => {
  const t = useTranslate();
  return (
    <li className="pp-material-card" data-testid="material-card">
      <div className="pp-material-card-head">
        <i className={fileTypeIcon(m.fileType)} aria-hidden />
        <span className="pp-muted pp-small">{t(`material.fileType.${m.fileType}`)}</span>
        <span className="pp-muted pp-small pp-material-date">{formatDate(m.publishTime)}</span>
      </div>
      <Link to={materialPaths.detail(m.id)} className="pp-material-name">
        {m.name}
      </Link>
      <p className="pp-material-brief">{m.brief}</p>
      <div className="pp-material-tags">
        {typeNames(m).map((n) => (
          <Tag key={n} value={n} severity="info" />
        ))}
      </div>
      <MaterialActions material={m} compact />
    </li>
  );
};

/**
 * /material, the material center: the materials that reach the reader, newest first, searched by name or brief and
 * filtered by product, use (type) and format; each opens its detail, and is downloaded or its link copied when the
 * reader may.
 */
export const MaterialsPage = () => {
  const t = useTranslate();
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [fileType, setFileType] = useState<MaterialFileType | null>(null);
  const [first, setFirst] = useState(0);
  const term = useDebouncedValue(search.trim(), 300);
  useEffect(() => setFirst(0), [term, productId, typeId, fileType]);
  const filters = useQuery(MATERIAL_FILTERS);
  const query = useQuery(PUBLISHED_MATERIALS, {
    variables: { search: term || null, productId, typeId, fileType, first: ROWS, offset: first },
    fetchPolicy: 'cache-and-network',
  });
  // while a new search or page loads, the last answer stays in view
  const data = query.data ?? query.previousData;
  const rows = (data?.publishedResourceMaterials?.nodes ?? []).filter((r): r is MaterialRow => r !== null);
  const total = data?.publishedResourceMaterials?.totalCount ?? 0;
  const options = (nodes: readonly ({ id: number; name: string; nameZh: string } | null)[] | undefined) =>
    (nodes ?? []).flatMap((x) => (x ? [{ label: localName(x), value: x.id }] : []));
  const filtered = Boolean(term || productId || typeId || fileType);

  return (
    <main className="pp-page pp-materials">
      <h1 className="pp-page-title">{t('material.title')}</h1>
      <div className="pp-material-filters">
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('material.search')}
            aria-label={t('material.search')}
            data-testid="material-search"
          />
        </IconField>
        <Dropdown
          value={productId}
          options={options(filters.data?.products?.nodes)}
          onChange={(e) => setProductId((e.value as number | null | undefined) ?? null)}
          placeholder={t('material.allProducts')}
          aria-label={t('material.product')}
          showClear
          filter
          data-testid="material-product-filter"
        />
        <Dropdown
          value={typeId}
          options={options(filters.data?.resourceMaterialTypes?.nodes)}
          onChange={(e) => setTypeId((e.value as number | null | undefined) ?? null)}
          placeholder={t('material.allUses')}
          aria-label={t('material.use')}
          showClear
          data-testid="material-use-filter"
        />
        <Dropdown
          value={fileType}
          options={materialFileTypes.map((f) => ({ label: t(`material.fileType.${f}`), value: f }))}
          onChange={(e) => setFileType((e.value as MaterialFileType | null | undefined) ?? null)}
          placeholder={t('material.allFormats')}
          aria-label={t('material.format')}
          showClear
          data-testid="material-format-filter"
        />
      </div>
      {query.error && <p className="p-error">{errorMessage(query.error, fallbacks.load)}</p>}
      {rows.length === 0 && !query.loading ? (
        <p className="pp-muted" data-testid="material-none">
          {t(filtered ? 'material.noneFound' : 'material.none')}
        </p>
      ) : (
        <ul className={`pp-material-grid${query.loading ? ' pp-loading' : ''}`} data-testid="material-list" aria-busy={query.loading}>
          {rows.map((m) => (
            <MaterialCard key={m.id} m={m} />
          ))}
        </ul>
      )}
      {total > ROWS && <Paginator first={first} rows={ROWS} totalRecords={total} onPageChange={(e) => setFirst(e.first)} />}
    </main>
  );
};
