// Public entry of the material feature: its declaration.
export { feature } from './feature.ts';
export { MaterialFileView, type ViewedMaterial } from './MaterialFileView.tsx';
export { fileTypeIcon } from './rules.ts';
