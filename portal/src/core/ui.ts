/**
 * Sizes of the portal's screens that every layer shares: the breakpoints (the stylesheets use the same numbers). They
 * belong to this front end only (the server and the back office never use them), so they live here rather than in the
 * shared domain package. A feature's own sizes (a list's height, a badge's cap) live in that feature.
 */
export const layout = {
  /** Below this width the top bar's links collapse into the menu button. */
  collapseBelowPx: 1024,
  /** Below this width pages use their narrow (phone) arrangement. */
  mobileBelowPx: 768,
} as const;

/**
 * The watermark laid over a file being viewed (the PDF viewer, a video): the viewer's identity, repeated, faint and
 * slanted, so a screenshot names who took it.
 */
export const watermark = {
  opacity: 0.15,
  /** Degrees; negative turns the text anticlockwise. */
  rotateDeg: -22,
} as const;

