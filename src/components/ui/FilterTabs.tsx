import type { MouseEvent } from 'react';

interface Props<T extends string> {
  /** The navigation's name for screen readers. */
  label: string;
  /** The filters; null is "everything". */
  tabs: readonly (T | null)[];
  current: T | null;
  href: (tab: T | null) => string;
  name: (tab: T | null) => string;
  onChoose: (tab: T | null) => void;
}

/**
 * A list's filter as links, each its own address (so a new tab or a shared link works); a plain click filters in
 * place and pushes the address. The island follows the back button itself (popstate).
 */
export default function FilterTabs<T extends string>({ label, tabs, current, href, name, onChoose }: Props<T>) {
  function choose(event: MouseEvent<HTMLAnchorElement>, tab: T | null) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (tab === current) return;
    history.pushState(null, '', href(tab));
    onChoose(tab);
  }

  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 text-sm">
        {tabs.map((tab) => (
          <li key={tab ?? 'all'}>
            <a
              href={href(tab)}
              onClick={(event) => choose(event, tab)}
              aria-current={tab === current ? 'page' : undefined}
              className="block rounded-full border border-gray-300 px-3 py-1.5 hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
            >
              {name(tab)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
