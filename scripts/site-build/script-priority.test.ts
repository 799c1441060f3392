import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority';

describe('lowerScriptPriority', () => {
  it("asks for every module script file of the page at low priority, and leaves the page's other scripts", () => {
    const html =
      '<head><script type="module" src="/_astro/shell.js"></script><script>document.title="t"</script></head>' +
      '<body><script type="module">tabs()</script><script type="module" src="/_astro/cart.js"></script></body>';
    expect(lowerScriptPriority(html)).toBe(
      '<head><script type="module" fetchpriority="low" src="/_astro/shell.js"></script><script>document.title="t"</script></head>' +
        '<body><script type="module">tabs()</script><script type="module" fetchpriority="low" src="/_astro/cart.js"></script></body>',
    );
  });
});
