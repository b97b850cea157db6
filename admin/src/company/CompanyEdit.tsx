import { Edit } from 'react-admin';
import { CompanyForm } from './CompanyForm.tsx';
import { CompanyTitle } from './CompanyTitle.tsx';

/** Saved only once the API confirms (a refused value leaves the record as it was). */
export const CompanyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title={<CompanyTitle />}>
    <CompanyForm />
  </Edit>
);
