import { useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { materialPaths } from '@pp/domain';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDateTime, formatFileSize, localName } from '../../lib/format.ts';
import { PageSpinner } from '../auth/index.ts';
import { MATERIAL_DETAIL, type MaterialDetail } from './material.graphql.ts';
import { useContentView } from '../content-analytics/index.ts';
import { MaterialActions } from './MaterialActions.tsx';
import { MaterialFileView } from './MaterialFileView.tsx';
import { fileTypeIcon } from './rules.ts';
import './material.css';

const Facts = ({ material: m }: { material: MaterialDetail }) => {
  const t = useTranslate();
  const types = m.resourceMaterialTypeLinks.nodes.flatMap((l) => (l?.type ? [localName(l.type)] : []));
  const products = m.resourceMaterialProducts.nodes.flatMap((l) => (l?.product ? [localName(l.product)] : []));
  return (
    <dl className="pp-material-facts">
      <div>
        <dt className="pp-muted">{t('material.format')}</dt>
        <dd>
          <i className={fileTypeIcon(m.fileType)} aria-hidden /> {t(`material.fileType.${m.fileType}`)}
          {m.fileName && <span className="pp-muted"> · {m.fileName} · {formatFileSize(m.fileSize)}</span>}
        </dd>
      </div>
      <div>
        <dt className="pp-muted">{t('material.use')}</dt>
        <dd className="pp-material-tags">
          {types.map((n) => (
            <Tag key={n} value={n} severity="info" />
          ))}
        </dd>
      </div>
      <div>
        <dt className="pp-muted">{t('material.product')}</dt>
        <dd>{products.length > 0 ? products.join(t('components.listSeparator')) : '—'}</dd>
      </div>
      <div>
        <dt className="pp-muted">{t('material.publishedAt')}</dt>
        <dd>{formatDateTime(m.publishTime)}</dd>
      </div>
    </dl>
  );
};

/**
 * /material/detail/:id — one material: its facts, what the reader may do with it, and its file (a PDF in the viewer,
 * a video played, both watermarked with the viewer's identity). A material that does not reach the reader is not
 * there for them.
 */
export const MaterialDetailPage = () => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MATERIAL_DETAIL, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const m = data?.resourceMaterial ?? null;
  useContentView('MATERIAL', m?.id);
  return (
    <main className="pp-page pp-material">
      <BreadCrumb
        className="pp-material-breadcrumb"
        model={[{ template: () => <Link to={materialPaths.index}>{t('material.title')}</Link> }, { label: m?.name ?? t('material.detail') }]}
        data-testid="material-breadcrumb"
      />
      {loading && !data ? (
        <PageSpinner />
      ) : error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : !m ? (
        <Message severity="warn" text={t('material.notFound')} data-testid="material-not-found" />
      ) : (
        <article data-testid="material-detail">
          <h1 className="pp-page-title">{m.name}</h1>
          <p className="pp-material-brief">{m.brief}</p>
          <Facts material={m} />
          <MaterialActions material={m} />
          <MaterialFileView material={m} />
        </article>
      )}
    </main>
  );
};
