/**
 * One toast API for plain scripts and React islands (spec section 9: success 1,500 ms, error 2,000 ms, top-right).
 * By default a tiny renderer of its own (classes only: the CSP forbids inline styles); an island's toaster may
 * take over with setToastSink, so pages with React show react-hot-toast. Plain scripts never load React.
 */
export type ToastKind = 'success' | 'error';
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}
export type ToastSink = (kind: ToastKind, message: string) => void;

export const TOAST_DURATION: Record<ToastKind, number> = { success: 1500, error: 2000 };

const CONTAINER_ID = 'haat-toasts';
const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'border-brand-700',
  error: 'border-red-700',
};

function renderToast(kind: ToastKind, message: string): void {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    container.className =
      'pointer-events-none fixed top-4 right-4 z-50 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2';
    document.body.append(container);
  }
  const item = document.createElement('div');
  item.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  item.className = `rounded border-l-4 bg-white px-4 py-2 text-sm text-gray-900 shadow-lg ${KIND_CLASSES[kind]}`;
  item.textContent = message;
  container.append(item);
  setTimeout(() => item.remove(), TOAST_DURATION[kind]);
}

let sink: ToastSink = renderToast;

/** Routes toasts to an island's toaster; null brings back the built-in renderer. */
export function setToastSink(next: ToastSink | null): void {
  sink = next ?? renderToast;
}

export const toast = {
  success: (message: string) => sink('success', message),
  error: (message: string) => sink('error', message),
};
