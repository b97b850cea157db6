// Public entry of the exam feature: its declaration, the exam records of a certification, and the exam's page path.
export { feature } from './feature.ts';
export { ExamRecords } from './ExamRecords.tsx';
export { examDetailPath } from './rules.ts';
