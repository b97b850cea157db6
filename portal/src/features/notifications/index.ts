// Public entry of the notifications feature: the bell of the top bar.
export { feature } from './feature.ts';
export { NotificationBell } from './NotificationBell.tsx';
