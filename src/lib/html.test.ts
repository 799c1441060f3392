import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays visible as written', () => {
    expect(escapeHtml('Tk &amp; more')).toBe('Tk &amp;amp; more');
  });

  it('leaves other text, Bengali included, as it is', () => {
    expect(escapeHtml('পাঞ্জাবি / Panjabi: ৳১,৫০০ (20% off)')).toBe('পাঞ্জাবি / Panjabi: ৳১,৫০০ (20% off)');
  });
});
