// Courses (/admin/course, under certification in the menu): each personal certification type's courses in their order, filtered by type and
// searched by name; a new course and an edit are one dialog (the type, name, description, order, enabled, and the
// coursewares: published PDF or video materials, in order), a course deleted after a confirmation. Every change goes
// through its command (vendor admins only).
import CastForEducationIcon from '@mui/icons-material/CastForEducation';
import type { AdminResource } from '../common/resource.ts';
import { CourseList } from './CourseList.tsx';
import { courseZh } from './i18n.ts';

export const courses: AdminResource = {
  name: 'course',
  list: CourseList,
  icon: CastForEducationIcon,
  recordRepresentation: 'name',
  menu: 'certification',
  dataProvider: {
    listField: 'courses',
    // the list shows the type's name (the nested object's id and name) and the count of coursewares; the dialog reads
    // the coursewares themselves with its own query
    exclude: ['rootUserByUpdatedBy'],
    extra: 'courseCoursewares { totalCount }',
  },
  zh: courseZh,
};
