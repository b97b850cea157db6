import { describe, expect, it } from 'vitest';
import { courseLimits } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const saveText = `select * from app_public.save_course(id => $1, type_id => $2, name => $3, description => $4, sort_order => $5,
  is_enabled => $6, material_ids => $7)`;

interface CourseDraft {
  id?: number | null;
  typeId?: number | null;
  name?: string;
  description?: string;
  sortOrder?: number;
  isEnabled?: boolean;
  materials?: string[];
}
const args = (typeId: number, d: CourseDraft = {}) => [
  d.id ?? null, d.typeId === undefined ? typeId : d.typeId, d.name ?? 'SCF basics', d.description ?? 'Start here.',
  d.sortOrder ?? 0, d.isEnabled ?? true, d.materials ?? [],
];

const mimeOf: Record<string, string> = { pdf: 'application/pdf', mp4: 'video/mp4', zip: 'application/zip' };

/** A material of the vendor admin's: a file of this extension, published unless said otherwise, public or for one company. */
const material = async (tx: Tx, ext: 'pdf' | 'mp4' | 'zip', options: { publish?: boolean; onlyCompany?: string } = {}): Promise<string> => {
  await tx.as('vendorAdmin');
  const { rows: [file] } = await tx.query<{ id: string }>(`select id from app_hidden.begin_upload('MATERIAL_FILE', $1, 100, $2, null)`, [`file.${ext}`, mimeOf[ext]]);
  await tx.query('select app_hidden.finish_upload($1, 100, $2)', [file!.id, mimeOf[ext]]);
  const strategy = options.onlyCompany ? { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [options.onlyCompany] }] } : null;
  const { rows: [m] } = await tx.query<{ id: string }>(
    `select id from app_public.save_resource_material(id => null, name => $1, brief => 'Courseware', type_ids => '{4}', product_ids => '{}',
       file_type => $2, file_id => $3, link => null, can_download => true, publish_time => null, is_public => $4,
       push_strategies => $5, is_sent_notification => false)`,
    [`Lesson ${ext}`, ext.toUpperCase(), file!.id, !strategy, strategy && JSON.stringify(strategy)],
  );
  if (options.publish ?? true) await tx.query('select app_public.publish_resource_material($1)', [m!.id]);
  return m!.id;
};

/** The SCF type's id. */
const scf = async (tx: Tx): Promise<number> =>
  (await tx.query<{ id: number }>(`select id from app_public.personal_certification_types where key = 'SCF'`)).rows[0]!.id;

describe('courses', () => {
  it('are a vendor admin\'s: a type, a name of 1–50, a description of at most 200, an order of 0–9999', () =>
    withWorld(async (tx) => {
      const typeId = await scf(tx);
      await tx.as('adminA');
      expect(await tx.errorOf(saveText, args(typeId))).toBe('NO_PERMISSION');
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(saveText, args(typeId, { typeId: null }))).toBe('COURSE_TYPE_REQUIRED');
      expect(await tx.errorOf(saveText, args(typeId, { typeId: 999_999 }))).toBe('COURSE_TYPE_REQUIRED');
      expect(await tx.errorOf(saveText, args(typeId, { name: ' ' }))).toBe('COURSE_NAME_LENGTH');
      expect(await tx.errorOf(saveText, args(typeId, { name: 'n'.repeat(courseLimits.courseNameMax + 1) }))).toBe('COURSE_NAME_LENGTH');
      expect(await tx.errorOf(saveText, args(typeId, { description: 'd'.repeat(courseLimits.courseDescriptionMax + 1) }))).toBe('COURSE_DESCRIPTION_TOO_LONG');
      expect(await tx.errorOf(saveText, args(typeId, { sortOrder: -1 }))).toBe('COURSE_SORT_ORDER_INVALID');
      expect(await tx.errorOf(saveText, args(typeId, { sortOrder: courseLimits.courseSortOrderMax + 1 }))).toBe('COURSE_SORT_ORDER_INVALID');
      const { rows: [c] } = await tx.query<{ id: number; name: string }>(saveText, args(typeId, {
        name: ` ${'n'.repeat(50)} `, description: 'd'.repeat(200), sortOrder: 9999,
      }));
      expect(c!.name).toBe('n'.repeat(50));
      expect(await tx.errorOf(saveText, args(typeId, { id: 2_000_000_000 }))).toBe('COURSE_NOT_FOUND');
      await tx.query('select app_public.delete_course($1)', [c!.id]);
      expect(await tx.errorOf('select app_public.delete_course($1)', [c!.id])).toBe('COURSE_NOT_FOUND');
    }));

  it('take published PDFs and videos as coursewares, in order, keeping a kept courseware\'s id', () =>
    withWorld(async (tx) => {
      const typeId = await scf(tx);
      const [pdf, mp4, zip, draft] = [await material(tx, 'pdf'), await material(tx, 'mp4'), await material(tx, 'zip'), await material(tx, 'pdf', { publish: false })];
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(saveText, args(typeId, { materials: [zip] }))).toBe('COURSEWARE_INVALID');
      expect(await tx.errorOf(saveText, args(typeId, { materials: [draft] }))).toBe('COURSEWARE_INVALID');
      expect(await tx.errorOf(saveText, args(typeId, { materials: [pdf, pdf] }))).toBe('COURSEWARE_INVALID');
      const { rows: [c] } = await tx.query<{ id: number }>(saveText, args(typeId, { materials: [pdf, mp4] }));
      const coursewares = async () =>
        (await tx.query<{ id: number; material_id: string }>('select id, material_id from app_public.course_coursewares where course_id = $1 order by position', [c!.id])).rows;
      const before = await coursewares();
      expect(before.map((r) => r.material_id)).toEqual([pdf, mp4]);
      await tx.query(saveText, args(typeId, { id: c!.id, materials: [mp4, pdf] }));
      const after = await coursewares();
      expect(after.map((r) => r.material_id)).toEqual([mp4, pdf]);
      expect(after.find((r) => r.material_id === pdf)!.id).toBe(before.find((r) => r.material_id === pdf)!.id);
      await tx.query(saveText, args(typeId, { id: c!.id, materials: [mp4] }));
      expect((await coursewares()).map((r) => r.material_id)).toEqual([mp4]);
      const tooMany = Array.from({ length: courseLimits.courseCoursewaresMax + 1 }, () => pdf);
      expect(await tx.errorOf(saveText, args(typeId, { materials: tooMany }))).toBe('COURSEWARES_TOO_MANY');
    }));

  it('are read when enabled; each reader sees the coursewares whose material reaches them', () =>
    withWorld(async (tx) => {
      const typeId = await scf(tx);
      const open = await material(tx, 'pdf');
      const forA = await material(tx, 'mp4', { onlyCompany: tx.world.companyA });
      await tx.as('vendorAdmin');
      const { rows: [c] } = await tx.query<{ id: number }>(saveText, args(typeId, { materials: [open, forA] }));
      const { rows: [hidden] } = await tx.query<{ id: number }>(saveText, args(typeId, { name: 'Hidden', isEnabled: false }));
      const seen = async (persona: 'memberA' | 'memberB' | 'noCompany' | 'vendorAdmin') => {
        await tx.as(persona);
        const courses = (await tx.query<{ id: number }>('select id from app_public.courses where id = any($1)', [[c!.id, hidden!.id]])).rows.map((r) => r.id);
        const wares = (await tx.query<{ material_id: string }>('select material_id from app_public.course_coursewares where course_id = $1 order by position', [c!.id])).rows.map((r) => r.material_id);
        return { courses, wares };
      };
      expect(await seen('memberA')).toEqual({ courses: [c!.id], wares: [open, forA] });
      expect(await seen('memberB')).toEqual({ courses: [c!.id], wares: [open] });
      expect(await seen('noCompany')).toEqual({ courses: [c!.id], wares: [open] });
      expect((await seen('vendorAdmin')).courses.sort()).toEqual([c!.id, hidden!.id].sort());
      // a delisted material leaves its courses for readers
      await tx.as('vendorAdmin');
      await tx.query('select app_public.delist_resource_material($1)', [open]);
      expect((await seen('memberA')).wares).toEqual([forA]);
      await tx.as('anonymous');
      expect(await tx.errorOf('select 1 from app_public.courses')).toBe('42501');
    }));
});
