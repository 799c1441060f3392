import { useHydrated } from '@/components/ui/use-hydrated';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
