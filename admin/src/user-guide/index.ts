// The user guide (/admin/user-guide): its pages in their order, each written on its own page
// (/admin/user-guide/new, /admin/user-guide/edit/<id>) as rich text, and deleted after a confirmation. Readers find it
// on the mainland site's portal. Every change goes through its command (vendor admins only).
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { AdminResource } from '../common/resource.ts';
import { userGuideZh } from './i18n.ts';
import { UserGuideEditPage } from './UserGuideEditPage.tsx';
import { UserGuideList } from './UserGuideList.tsx';

export const userGuide: AdminResource = {
  name: 'user-guide',
  list: UserGuideList,
  icon: MenuBookIcon,
  recordRepresentation: 'title',
  menu: 'content',
  routes: [
    { path: 'user-guide/new', element: UserGuideEditPage },
    { path: 'user-guide/edit/:id', element: UserGuideEditPage },
  ],
  dataProvider: {
    listField: 'userGuidePages',
    // the list shows the title and order; the edit page reads the content with its own query
    exclude: ['content', 'rootUserByUpdatedBy'],
  },
  zh: userGuideZh,
};
