import type { Messages } from '../../core/feature.ts';

/** Texts of courses in the portal. */
export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'course.title': 'Course',
    'course.parent': 'Personal certification',
    'course.list': 'Courses',
    'course.count': '{count} coursewares',
    'course.coursewares': 'Coursewares',
    'course.noCoursewares': 'No courseware is available to you yet.',
    'course.notFound': 'This course does not exist or is not available.',
  },
  'zh-CN': {
    'course.title': '课程',
    'course.parent': '个人认证',
    'course.list': '课程',
    'course.count': '{count} 个课件',
    'course.coursewares': '课件',
    'course.noCoursewares': '暂无可查看的课件。',
    'course.notFound': '该课程不存在或不可用。',
  },
};
