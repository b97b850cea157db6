// The personal certification types as choices (the list's filter and the dialog's select): their names are the
// product's (SCF, SCA-TSE).
import { useQuery } from '@apollo/client';
import { ADMIN_COURSE_TYPES } from './course.graphql.ts';

export const useTypeChoices = (): { id: number; name: string }[] => {
  const { data } = useQuery(ADMIN_COURSE_TYPES);
  return (data?.personalCertificationTypes?.nodes ?? []).flatMap((t) => (t ? [{ id: t.id, name: t.name }] : []));
};
