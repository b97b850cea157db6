import { describe, expect, it } from 'vitest';
import { materialFileTypes } from '@pp/domain';
import { fileTypeIcon, materialView, watermarkText } from './rules.ts';

describe('materials in the portal', () => {
  it('show a PDF in the viewer, play a video, open a link, and open or download any other file', () => {
    expect(materialFileTypes.map((t) => [t, materialView(t)])).toEqual([
      ['DOCX', 'file'],
      ['MP4', 'video'],
      ['PDF', 'pdf'],
      ['PPTX', 'file'],
      ['URL', 'link'],
      ['XLSX', 'file'],
      ['ZIP', 'file'],
    ]);
    for (const t of materialFileTypes) expect(fileTypeIcon(t)).toMatch(/^pi pi-/);
  });
  it('watermark the viewer by name, e-mail and day, leaving out what is missing', () => {
    expect(watermarkText({ userName: 'Ann Lee', email: 'ann@example.com' }, 'Nov 27, 2026')).toBe('Ann Lee · ann@example.com · Nov 27, 2026');
    expect(watermarkText({ userName: ' ', email: 'ann@example.com' }, 'Nov 27, 2026')).toBe('ann@example.com · Nov 27, 2026');
  });
});
