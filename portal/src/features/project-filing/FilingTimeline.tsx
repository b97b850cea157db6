import { useTranslate } from '@refinedev/core';
import { Timeline } from 'primereact/timeline';
import { Tag } from 'primereact/tag';
import { formatDateTime } from '../../lib/format.ts';
import type { ProjectFilingTimelineEntry } from './projectFiling.graphql.ts';

const marker = (e: ProjectFilingTimelineEntry): string =>
  e.kind === 'approval' ? (e.status === 'APPROVED' ? 'pi pi-check-circle' : e.status === 'REJECTED' ? 'pi pi-times-circle' : 'pi pi-clock') : 'pi pi-circle';

/** What happened to a filing, in order: each approval step (its side, its outcome, who and why) and each event. */
export const FilingTimeline = ({ entries }: { entries: readonly ProjectFilingTimelineEntry[] }) => {
  const t = useTranslate();
  if (entries.length === 0) return <p className="pp-muted">{t('project-filing.timeline.none')}</p>;
  return (
    <Timeline
      value={[...entries]}
      className="pp-filing-timeline"
      marker={(e: ProjectFilingTimelineEntry) => <i className={`${marker(e)} pp-filing-marker`} aria-hidden />}
      content={(e: ProjectFilingTimelineEntry) => (
        <div className="pp-filing-event" data-testid="filing-timeline-entry">
          <strong>
            {e.kind === 'approval'
              ? `${t(`project-filing.timeline.source.${e.source ?? 'PARTNER_COMPANY'}`)} · ${t(`project-filing.timeline.status.${e.status ?? 'APPROVING'}`)}`
              : t(`project-filing.timeline.event.${e.event ?? 'submit'}`, undefined, e.event ?? '')}
          </strong>{' '}
          {e.renewalId && <Tag value={t('project-filing.timeline.renewal')} severity="info" />}
          <div className="pp-muted pp-small">
            {e.actorName ?? (e.kind === 'approval' && e.status === 'APPROVING' ? '' : t('project-filing.timeline.system'))} {formatDateTime(e.decidedAt ?? e.createdAt)}
          </div>
          {e.comment && <div className="pp-filing-comment">{e.comment}</div>}
        </div>
      )}
    />
  );
};
