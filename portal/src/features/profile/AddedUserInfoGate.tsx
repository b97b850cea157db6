import { Suspense, lazy } from 'react';
import { useCurrentUser } from '../auth/index.ts';
import { needsUserInfo } from './userInfoRules.ts';

const AddedUserInfoModal = lazy(() => import('./AddedUserInfoModal.tsx').then((m) => ({ default: m.AddedUserInfoModal })));

/** Loads the user info modal (and its form code) only for a person who has to complete their information. */
export const AddedUserInfoGate = () => {
  const { info } = useCurrentUser();
  if (!needsUserInfo(info)) return null;
  return (
    <Suspense fallback={null}>
      <AddedUserInfoModal />
    </Suspense>
  );
};
