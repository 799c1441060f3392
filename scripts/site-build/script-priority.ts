/** A module script file as Astro writes it into a page. */
const MODULE_SCRIPT = '<script type="module" src=';

/**
 * A page's module scripts are deferred: nothing on the first paint waits for them. At the browser's default (High)
 * priority they were still fetched beside the stylesheet and the LCP picture and shared a thin link with them; at Low
 * the browser sends them after those (issue 17).
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll(MODULE_SCRIPT, '<script type="module" fetchpriority="low" src=');
}
