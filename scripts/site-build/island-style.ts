/** What Astro writes before a page's first island (astro/dist/runtime/server/astro-island-styles.js). */
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * Astro writes its island rule as a `<style>` in the body, before the first island, which HTML does not allow
 * (the Nu HTML checker counts it on every page with an island). The rule moves to the end of <head>; its CSP hash
 * stays the same.
 */
export function hoistIslandStyle(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  const withoutStyle = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return `${withoutStyle.slice(0, headEnd)}${ISLAND_STYLE}${withoutStyle.slice(headEnd)}`;
}
