import { fill } from '@/i18n/fill';

const toggle = document.querySelector<HTMLButtonElement>('[data-mmenu-toggle]');
const menu = document.getElementById('mobile-menu');
let categoriesAdded = false;

const groupTemplate = () => menu?.querySelector<HTMLTemplateElement>('template[data-mmenu-group]');
/** A new entry of the menu: a copy of its first link's, or of its template of a category with subcategories. */
const entry = (kind: 'link' | 'group') =>
  (kind === 'link'
    ? menu?.querySelector('a.menu-link')?.parentElement
    : groupTemplate()?.content.firstElementChild
  )?.cloneNode(true) as HTMLLIElement;

const nameOf = (link: HTMLAnchorElement) => link.textContent?.trim() ?? '';

/** Points the item's first link where `target` points, named `text`. */
function linkTo(item: HTMLLIElement, target: HTMLAnchorElement, text = nameOf(target)): HTMLLIElement {
  const link = item.querySelector('a') as HTMLAnchorElement;
  link.setAttribute('href', target.getAttribute('href') ?? '');
  link.textContent = text;
  return item;
}

/** A category of the bar as the menu shows it: a link, or a button opening "All <name>" and its subcategories. */
function categoryItem(category: HTMLAnchorElement, index: number): HTMLLIElement {
  const children = category.parentElement?.querySelectorAll<HTMLAnchorElement>('a.nav-sublink') ?? [];
  if (children.length === 0) return linkTo(entry('link'), category);
  const item = entry('group');
  const button = item.querySelector('button') as HTMLButtonElement;
  const list = item.querySelector('ul') as HTMLUListElement;
  const name = nameOf(category);
  button.prepend(name);
  list.id = `mmenu-${index}`;
  button.setAttribute('aria-controls', list.id);
  list.append(linkTo(entry('link'), category, fill(groupTemplate()?.dataset.allOf ?? '{{name}}', { name })));
  for (const child of children) list.append(linkTo(entry('link'), child));
  return item;
}

/** The category bar's categories (CategoryNav), copied in before the language switch when the menu first opens. */
function addCategories() {
  if (categoriesAdded || !menu) return;
  categoriesAdded = true;
  const categories = document.querySelectorAll<HTMLAnchorElement>('[data-category-bar] a.nav-link');
  menu.querySelector('[data-mmenu-categories-before]')?.before(...[...categories].map(categoryItem));
}

function setOpen(open: boolean) {
  if (!toggle || !menu) return;
  if (open) addCategories();
  toggle.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
  document.body.classList.toggle('mmenu-active', open);
}

toggle?.addEventListener('click', () => setOpen(menu?.hidden ?? false));

// Each submenu opens and closes on its own.
menu?.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-submenu-toggle]');
  const submenu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !submenu) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  submenu.hidden = !open;
});

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && menu && !menu.hidden) {
    setOpen(false);
    toggle?.focus();
  }
});

// The menu belongs to small screens: close it when the window grows to the desktop layout.
matchMedia('(min-width: 64rem)').addEventListener('change', (query) => query.matches && setOpen(false));
