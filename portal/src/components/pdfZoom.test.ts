import { describe, expect, it } from 'vitest';
import { fitScale, nextZoom, zoomLimits } from './pdfZoom.ts';

describe('the PDF viewer zoom', () => {
  it('steps by 25 % between 25 % and 400 %, from a fitted scale to the next step', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(0.87, 1)).toBe(1);
    expect(nextZoom(0.87, -1)).toBe(0.75);
    expect(nextZoom(zoomLimits.min, -1)).toBe(zoomLimits.min);
    expect(nextZoom(zoomLimits.max, 1)).toBe(zoomLimits.max);
  });
  it('fits a page to the viewer\'s width, within the limits', () => {
    expect(fitScale(632, 600)).toBe(1);
    expect(fitScale(1232, 600)).toBe(2);
    expect(fitScale(100, 600)).toBe(zoomLimits.min);
    expect(fitScale(0, 600)).toBe(1);
  });
});
