import { describe, expect, it } from 'vitest';
import { errorText } from '../errors.ts';
import { nextState } from '../common/machine.ts';
import { acceptAttribute, acceptedExtension, checkFileForUpload, mimeTypeForName, uploadLimits, uploadedFileMachine } from './uploads.ts';

const M = 1024 * 1024;

describe('upload rules', () => {
  it('accepts each image type for an avatar, by name and declared type together', () => {
    expect(acceptedExtension('AVATAR', 'a.png', 'image/png')).toBe('png');
    expect(acceptedExtension('AVATAR', 'a.JPG', 'image/jpeg')).toBe('jpg');
    expect(acceptedExtension('AVATAR', 'a.jpeg', 'image/jpeg')).toBe('jpeg');
    expect(acceptedExtension('AVATAR', 'a.gif', 'image/gif')).toBe('gif');
    expect(acceptedExtension('AVATAR', 'a.svg', 'image/svg+xml')).toBe('svg');
    expect(acceptedExtension('AVATAR', 'a.png', 'image/gif')).toBeUndefined();
    expect(acceptedExtension('AVATAR', 'a.pdf', 'application/pdf')).toBeUndefined();
    expect(acceptedExtension('AVATAR', 'tool.exe', 'application/x-msdownload')).toBeUndefined();
  });

  it('accepts zip as application/x-zip-compressed for company files', () => {
    expect(acceptedExtension('INTERNAL_FILE', 'docs.zip', 'application/x-zip-compressed')).toBe('zip');
    expect(acceptedExtension('INTERNAL_FILE', 'docs.zip', 'application/zip')).toBe('zip');
  });

  it('refuses more than 20M with the sizes in M, and 20M exactly passes', () => {
    expect(checkFileForUpload('AVATAR', { name: 'a.png', size: 20 * M, type: 'image/png' })).toBeNull();
    const refused = checkFileForUpload('AVATAR', { name: 'a.png', size: 20 * M + 1, type: 'image/png' });
    expect(refused).toEqual({ code: 'FILE_SIZE_IS_TOO_LARGE', params: { max: 20, size: 20 } });
    expect(errorText(refused!.code, 'en', refused!.params)).toBe('The file is too large (maximum 20M).');
    expect(errorText(refused!.code, 'zh', refused!.params)).toBe('文件过大（最大 20M）。');
    expect(checkFileForUpload('AVATAR', { name: 'a.exe', size: 10, type: '' })?.code).toBe('FILE_TYPE_NOT_ALLOW');
    expect(uploadLimits.maxBytes).toBe(20 * M);
  });

  it('fills a missing browser type from the name, and lists extensions and types for the file input', () => {
    expect(mimeTypeForName('a.svg', '')).toBe('image/svg+xml');
    expect(mimeTypeForName('a.png', 'image/png')).toBe('image/png');
    expect(acceptAttribute('AVATAR').split(',')).toEqual(['.png', 'image/png', '.jpg', 'image/jpeg', '.jpeg', '.gif', 'image/gif', '.svg', 'image/svg+xml']);
  });

  it('moves UPLOADING to SUCCESS, ERROR or CANCELLED, and nothing leaves those', () => {
    expect(nextState(uploadedFileMachine, 'UPLOADING', 'confirm')).toBe('SUCCESS');
    expect(nextState(uploadedFileMachine, 'UPLOADING', 'reject')).toBe('ERROR');
    expect(nextState(uploadedFileMachine, 'UPLOADING', 'cancel')).toBe('CANCELLED');
    expect(nextState(uploadedFileMachine, 'UPLOADING', 'expire')).toBe('ERROR');
    for (const s of ['SUCCESS', 'ERROR', 'CANCELLED'] as const) expect(nextState(uploadedFileMachine, s, 'cancel')).toBeUndefined();
  });
});
