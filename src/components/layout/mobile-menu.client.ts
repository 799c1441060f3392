const toggle = document.querySelector<HTMLButtonElement>('[data-mmenu-toggle]');
const menu = document.getElementById('mobile-menu');

function setOpen(open: boolean) {
  if (!toggle || !menu) return;
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
