import { describe, expect, it } from 'vitest';
import { visitRecord } from './recording.ts';

describe('visitRecord', () => {
  it('keeps the key of the page\'s title', () => {
    expect(visitRecord('/workbench/approvals', '', 'My approvals', 'approvals.title')).toEqual({ url: '/workbench/approvals', title: 'My approvals', titleKey: 'approvals.title' });
  });

  it('records workbench pages with their query and title', () => {
    expect(visitRecord('/workbench/user', '?tab=application', ' Members ')).toEqual({ url: '/workbench/user?tab=application', title: 'Members', titleKey: null });
    expect(visitRecord('/workbench/company-info/', '', 'Company info')).toEqual({ url: '/workbench/company-info', title: 'Company info', titleKey: null });
  });

  it('leaves out the overview, other sections and untitled pages', () => {
    expect(visitRecord('/workbench', '', 'Workbench')).toBeUndefined();
    expect(visitRecord('/workbench/', '', 'Workbench')).toBeUndefined();
    expect(visitRecord('/profile/own-company', '', 'My company')).toBeUndefined();
    expect(visitRecord('/workbench/user', '', '  ')).toBeUndefined();
    expect(visitRecord('/workbench/user', '', undefined)).toBeUndefined();
  });
});
