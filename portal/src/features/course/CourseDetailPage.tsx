import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Message } from 'primereact/message';
import { coursePaths } from '@pp/domain';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { PageSpinner } from '../auth/index.ts';
import { MaterialFileView, fileTypeIcon } from '../material/index.ts';
import { useContentView } from '../content-analytics/index.ts';
import { COURSE_DETAIL } from './course.graphql.ts';
import { courseParams, shownCourseware } from './rules.ts';
import './course.css';

/**
 * /personal-certification/course-detail?courseId=…&coursewareId=… — a course: its coursewares in order beside the one
 * being studied (the named one, else the first), shown as its material is: a PDF in the viewer, a video played, both
 * under the reader's watermark. Coursewares whose material does not reach the reader are not listed.
 */
export const CourseDetailPage = () => {
  const t = useTranslate();
  const [params] = useSearchParams();
  const { courseId, coursewareId } = courseParams(params);
  const { data, loading, error } = useQuery(COURSE_DETAIL, { variables: { id: courseId ?? 0 }, skip: !courseId, fetchPolicy: 'cache-and-network' });
  const course = data?.course ?? null;
  const wares = (course?.courseCoursewares.nodes ?? []).flatMap((w) => (w?.material ? [{ id: w.id, material: w.material }] : []));
  const shown = shownCourseware(wares, coursewareId);
  // A courseware studied is a view of its material.
  useContentView('MATERIAL', shown?.material.id);
  return (
    <main className="pp-page pp-course">
      <BreadCrumb
        className="pp-course-breadcrumb"
        model={[{ template: () => <Link to="/personal-certification">{t('course.parent')}</Link> }, { label: course?.name ?? t('course.title') }]}
        data-testid="course-breadcrumb"
      />
      {loading && !data ? (
        <PageSpinner />
      ) : error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : !course ? (
        <Message severity="warn" text={t('course.notFound')} data-testid="course-not-found" />
      ) : (
        <div className="pp-course-layout">
          <nav className="pp-course-nav" aria-label={t('course.coursewares')} data-testid="course-coursewares">
            <strong>{course.name}</strong>
            <span className="pp-muted pp-small">{course.type?.name}</span>
            <ol>
              {wares.map((w) => (
                <li key={w.id}>
                  <Link to={coursePaths.detail(course.id, w.id)} className={w.id === shown?.id ? 'active' : ''} aria-current={w.id === shown?.id ? 'page' : undefined}>
                    <i className={fileTypeIcon(w.material.fileType)} aria-hidden /> {w.material.name}
                  </Link>
                </li>
              ))}
            </ol>
            {wares.length === 0 && <p className="pp-muted">{t('course.noCoursewares')}</p>}
          </nav>
          <article className="pp-course-body" data-testid="course-courseware">
            <h1 className="pp-page-title">{shown?.material.name ?? course.name}</h1>
            {course.description && !shown && <p>{course.description}</p>}
            {shown && <p className="pp-muted">{shown.material.brief}</p>}
            {shown && <MaterialFileView key={shown.id} material={shown.material} />}
          </article>
        </div>
      )}
    </main>
  );
};
