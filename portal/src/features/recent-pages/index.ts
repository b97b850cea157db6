// Public entry of the recent-pages feature: the recorder the workbench frame mounts and the overview's block.
export { feature } from './feature.ts';
export { RecentPageRecorder } from './RecentPageRecorder.tsx';
export { RecentPagesCard } from './RecentPagesCard.tsx';
