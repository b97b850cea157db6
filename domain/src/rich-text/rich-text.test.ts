import { describe, expect, it } from 'vitest';
import { isSanitizedRichText, sanitizeRichText } from './index.ts';

describe('rich text', () => {
  it('keeps the editor\'s marks, links, images and tables', () => {
    const html = '<h2 style="text-align:center">Release</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a>.</p><ul><li>one</li></ul><p><img src="https://cdn.example.com/a.png" alt="a" /></p><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
    expect(clean).toContain('<td colspan="2">cell</td>');
    expect(isSanitizedRichText(clean)).toBe(true);
  });

  it('removes scripts, handlers, frames, styles beyond alignment and javascript: links', () => {
    const clean = sanitizeRichText('<p onclick="x()" style="color:red;text-align:right">Hi<script>alert(1)</script></p><iframe src="https://evil"></iframe><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAA">');
    expect(clean).not.toMatch(/script|onclick|iframe|javascript|data:|color/);
    expect(clean).toContain('text-align:right');
    expect(isSanitizedRichText(clean)).toBe(true);
    expect(isSanitizedRichText('<p>Hi<script>alert(1)</script></p>')).toBe(false);
  });

  it('a link opening a new window cannot reach back', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('leaves the text of its own output as it is', () => {
    for (const html of ['a & b < c', '<p>Tom &amp; Jerry</p>', '<p>"quoted" \'single\'</p>', '<p>中文内容</p>']) {
      const once = sanitizeRichText(html);
      expect(sanitizeRichText(once)).toBe(once);
      expect(isSanitizedRichText(once)).toBe(true);
    }
  });
});
