/** The course and courseware the address names (`courseId`, `coursewareId`), each a positive whole number or null. */
export const courseParams = (params: URLSearchParams): { courseId: number | null; coursewareId: number | null } => {
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  return { courseId: id('courseId'), coursewareId: id('coursewareId') };
};

/** The courseware shown: the one named when the course has it, else the first. */
export const shownCourseware = <C extends { id: number }>(coursewares: readonly C[], named: number | null): C | null =>
  coursewares.find((c) => c.id === named) ?? coursewares[0] ?? null;
