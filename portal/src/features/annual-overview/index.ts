// Public entry of the annual-overview feature: the workbench overview's block.
export { feature } from './feature.ts';
export { AnnualOverviewCard } from './AnnualOverviewCard.tsx';
