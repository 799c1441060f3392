/** The tab a key press on the tab list moves to (arrows wrap, Home/End), or null for any other key. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Turns the stacked sections (what a visitor without JavaScript reads) into accessible tabs: the tab list is shown,
 * each section becomes a tab panel labelled by its tab, and only the chosen one is visible.
 */
export function mountTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
  if (!list || panels.some((panel) => !panel)) return;

  const select = (chosen: number, focus: boolean) => {
    for (const [index, tab] of tabs.entries()) {
      const selected = index === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panels[index]!.hidden = !selected;
    }
    if (focus) tabs[chosen]?.focus();
  };

  for (const [index, panel] of panels.entries()) {
    panel!.setAttribute('role', 'tabpanel');
    panel!.setAttribute('aria-labelledby', tabs[index]!.id);
    panel!.tabIndex = 0;
    for (const heading of panel!.querySelectorAll<HTMLElement>('[data-tab-heading]')) heading.hidden = true;
  }
  list.hidden = false;
  select(0, false);

  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (tab) select(tabs.indexOf(tab), false);
  });
  list.addEventListener('keydown', (event) => {
    const next = tabAfterKey(event.key, tabs.indexOf(document.activeElement as HTMLButtonElement), tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  });
}
