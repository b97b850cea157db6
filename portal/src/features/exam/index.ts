// Public entry of the exam feature: its declaration, the exam records of a certification, and an exam read only.
export { feature } from './feature.ts';
export { ExamRecords } from './ExamRecords.tsx';
export { ExamDetailView } from './ExamDetailView.tsx';
