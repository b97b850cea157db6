import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CompanyDynamicFlag } from '../../core/feature.ts';
import { useCompanyDynamicPermission } from '../../app/dynamic-access.ts';
import { hasDynamicFlags } from '../../core/keys.ts';
import { PageSpinner } from './Guard.tsx';

interface Props {
  flags: readonly CompanyDynamicFlag[];
  parent: string;
  children: ReactNode;
}

/**
 * The second half of a route's access, after its permission keys: every declared flag of the current company's
 * dynamic permission must be privileged, else the user goes to the route's parent. Loaded only with routes that
 * declare flags (it needs the GraphQL client, which signed-out pages do not load).
 */
export const DynamicGate = ({ flags, parent, children }: Props) => {
  const { flags: privileged, loading, error } = useCompanyDynamicPermission();
  if (loading) return <PageSpinner />;
  if (error || !hasDynamicFlags(privileged, flags)) return <Navigate to={parent} replace />;
  return <>{children}</>;
};
