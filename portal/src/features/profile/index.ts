// Public entry of the profile feature.
export { feature } from './feature.ts';
export { AddedUserInfoGate } from './AddedUserInfoGate.tsx';
export { needsUserInfo } from './userInfoRules.ts';
