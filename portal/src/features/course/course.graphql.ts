import { graphql } from '../../generated/gql.ts';
import type { CourseDetailQuery, CoursesQuery } from '../../generated/graphql.ts';

/** Every course the reader sees (the enabled ones), in each type's order, with how many coursewares reach the reader. */
export const COURSES = graphql(`
  query Courses {
    courses(orderBy: [SORT_ORDER_ASC, ID_ASC]) {
      nodes {
        id
        typeId
        name
        description
        courseCoursewares {
          totalCount
        }
      }
    }
  }
`);
export type CourseRow = NonNullable<NonNullable<CoursesQuery['courses']>['nodes'][number]>;

/** One course with its coursewares in order: each a material the reader may view (or not). */
export const COURSE_DETAIL = graphql(`
  query CourseDetail($id: Int!) {
    course(id: $id) {
      id
      name
      description
      type {
        id
        name
      }
      courseCoursewares(orderBy: [POSITION_ASC]) {
        nodes {
          id
          material {
            id
            name
            brief
            fileType
            fileId
            canView
            canDownload
          }
        }
      }
    }
  }
`);
export type CourseDetail = NonNullable<CourseDetailQuery['course']>;
