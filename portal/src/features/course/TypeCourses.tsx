import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { coursePaths } from '@pp/domain';
import { COURSES } from './course.graphql.ts';
import './course.css';

/** A personal certification type's courses, in their order, each linking to its detail; nothing when it has none. */
export const TypeCourses = ({ typeId }: { typeId: number }) => {
  const t = useTranslate();
  // one query for every type's courses (the page's cards share its answer)
  const { data } = useQuery(COURSES);
  const courses = (data?.courses?.nodes ?? []).filter((c) => c !== null && c.typeId === typeId);
  if (courses.length === 0) return null;
  return (
    <div className="pp-type-courses" data-testid="type-courses">
      <span className="pp-muted pp-small">{t('course.list')}</span>
      <ul>
        {courses.map((c) => (
          <li key={c!.id}>
            <Link to={coursePaths.detail(c!.id)}>{c!.name}</Link>
            <span className="pp-muted pp-small"> · {t('course.count', { count: c!.courseCoursewares.totalCount })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};
