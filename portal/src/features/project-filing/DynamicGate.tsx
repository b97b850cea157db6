import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { DynamicFlag } from '../../core/feature.ts';
import { hasDynamicFlags } from '../../core/keys.ts';
import { PageSpinner } from '../auth/index.ts';
import { useCompanyDynamicPermission } from './dynamicAccess.ts';

interface Props {
  flags: readonly DynamicFlag[];
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
