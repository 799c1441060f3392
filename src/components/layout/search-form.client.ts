import { loadChunk } from '@/lib/chunk-load';

// The suggestion code loads on the first focus of the search box: pages nobody searches from pay for a listener.
const form = document.querySelector<HTMLFormElement>('[data-search-form]');
const input = form?.querySelector('input');
const load = () => {
  loadChunk(() => import('@/features/search/search-combobox')).then(
    ({ mountSearchCombobox }) => form && mountSearchCombobox(form),
    () => input?.addEventListener('focus', load, { once: true }),
  );
};
if (document.activeElement === input) load();
else input?.addEventListener('focus', load, { once: true });
