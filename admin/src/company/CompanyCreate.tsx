import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm.tsx';

export const CompanyCreate = () => (
  <Create redirect="show" record={{ site: 'MAINLAND', mainBusinesses: [], keyIndustries: [] }}>
    <CompanyForm />
  </Create>
);
