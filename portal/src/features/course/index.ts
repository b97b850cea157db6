// Public entry of the course feature: its declaration, and a type's courses for the personal certification page.
export { feature } from './feature.ts';
export { TypeCourses } from './TypeCourses.tsx';
