import { graphql } from '../generated/gql.ts';
import type { AdminCourseQuery, AdminCoursewareChoicesQuery } from '../generated/graphql.ts';

/** One course with what its dialog fills in: its coursewares in their order, each with its material's name and type. */
export const ADMIN_COURSE = graphql(`
  query AdminCourse($id: Int!) {
    course(id: $id) {
      id
      typeId
      name
      description
      sortOrder
      isEnabled
      courseCoursewares(orderBy: [POSITION_ASC]) {
        nodes {
          id
          materialId
          material {
            id
            name
            fileType
          }
        }
      }
    }
  }
`);
export type AdminCourse = NonNullable<AdminCourseQuery['course']>;

/** The personal certification types a course may belong to (their names are the product's: SCF, SCA-TSE). */
export const ADMIN_COURSE_TYPES = graphql(`
  query AdminCourseTypes {
    personalCertificationTypes(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
      }
    }
  }
`);

/** The published PDF and video materials whose name holds the search term, newest first (a page of them). */
export const ADMIN_COURSEWARE_CHOICES = graphql(`
  query AdminCoursewareChoices($search: String!, $first: Int!) {
    resourceMaterials(
      filter: { status: { equalTo: PUBLISHED }, fileType: { in: [PDF, MP4] }, name: { includesInsensitive: $search } }
      orderBy: [CREATED_AT_DESC]
      first: $first
    ) {
      nodes {
        id
        name
        fileType
      }
    }
  }
`);
export type CoursewareChoice = NonNullable<NonNullable<AdminCoursewareChoicesQuery['resourceMaterials']>['nodes'][number]>;

export const ADMIN_SAVE_COURSE = graphql(`
  mutation AdminSaveCourse($input: SaveCourseInput!) {
    saveCourse(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_DELETE_COURSE = graphql(`
  mutation AdminDeleteCourse($input: DeleteCourseInput!) {
    deleteCourse(input: $input) {
      result {
        id
      }
    }
  }
`);
