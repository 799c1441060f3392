import { describe, expect, it } from 'vitest';
import { autoPostPage, escapeHtml } from './html-page';

describe('hosted page HTML', () => {
  it('escapes what merchants and shoppers send before it reaches the page', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('returns the browser to the merchant with a form that posts itself', () => {
    const page = autoPostPage('https://shop.example/success?x=1&y=2', { status: 'VALID', tran_id: '"quoted"' });
    expect(page).toContain('method="post" action="https://shop.example/success?x=1&#38;y=2"');
    expect(page).toContain('name="tran_id" value="&#34;quoted&#34;"');
    expect(page).toContain('.submit()');
  });
});
