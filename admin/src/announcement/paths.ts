// The back office's addresses of announcements (inside /admin): the list, a new one, and one's edit page.
export const listPath = '/announcement';
export const newPath = '/announcement/new';
export const editPath = (id: string): string => `/announcement/edit/${id}`;
