// The back office's addresses of the user guide (inside /admin): the list, a new page, and one page's edit page.
export const listPath = '/user-guide';
export const newPath = '/user-guide/new';
export const editPath = (id: number): string => `/user-guide/edit/${id}`;
