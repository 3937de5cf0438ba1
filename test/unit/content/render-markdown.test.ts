import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown } from '../../../web/src/features/blog/render-markdown.ts';

describe('post markdown renders to safe HTML', () => {
  it('renders ordinary markdown', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** text and [a link](https://example.com) and ![board](/api/blog-images/x.png).\n\n- one\n- two',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a link</a>');
    expect(html).toContain('<img src="/api/blog-images/x.png" alt="board">');
    expect(html).toContain('<li>one</li>');
  });

  it('escapes script tags and raw HTML with event handlers', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\nText <b onmouseover="alert(3)">hover</b>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<b /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript:, vbscript: and data: links and images', () => {
    for (const source of [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](java\tscript:alert(1))',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '![x](javascript:alert(1))',
      '<javascript:alert(1)>',
      '[x][r]\n\n[r]: javascript:alert(1)',
    ]) {
      const html = renderMarkdown(source);
      expect(html, source).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
      expect(html, source).not.toMatch(/src="\s*(javascript|vbscript|data):/i);
    }
  });

  it('allows only http(s), mailto and site-relative URLs', () => {
    expect(isSafeUrl('https://copperline.example/a')).toBe(true);
    expect(isSafeUrl('mailto:hi@example.com')).toBe(true);
    expect(isSafeUrl('/capabilities')).toBe(true);
    expect(isSafeUrl('#section')).toBe(true);
    expect(isSafeUrl('//evil.example/x')).toBe(false);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('file:///etc/passwd')).toBe(false);
  });
});
