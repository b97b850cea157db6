/** The PDF viewer's zoom: from 25 % to 400 %, in steps of 25 %. */
export const zoomLimits = { min: 0.25, max: 4, step: 0.25 } as const;

const clamp = (scale: number): number => Math.min(zoomLimits.max, Math.max(zoomLimits.min, scale));

/** The next zoom out (-1) or in (+1): the next step of 25 % from where it is (a fitted 87 % goes to 75 % or 100 %). */
export const nextZoom = (scale: number, direction: 1 | -1): number => {
  const steps = scale / zoomLimits.step;
  const next = direction > 0 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return clamp(next * zoomLimits.step);
};

/** The scale at which a page of `pageWidth` points fills a viewer `boxWidth` wide (less a margin of 32 px). */
export const fitScale = (boxWidth: number, pageWidth: number): number =>
  pageWidth > 0 && boxWidth > 0 ? clamp((boxWidth - 32) / pageWidth) : 1;
