import { useState } from 'react';
import { controlClass } from '@/components/ui/Field';
import { toast } from '@/lib/toast';

interface Props {
  id: string;
  label: string;
  link: string;
  texts: { copy: string; copied: string; copyFailed: string };
}

/** The partner's link in a read-only field (select it by hand if copying fails) and a copy button. */
export default function CopyLink({ id, label, link, texts }: Props) {
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    const done = await copyText(link);
    setCopied(done);
    if (done) toast.success(texts.copied);
    else {
      toast.error(texts.copyFailed);
      document.querySelector<HTMLInputElement>(`#${id}`)?.select();
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className={`${controlClass} mt-0`}
          data-affiliate-link
        />
        <button
          type="button"
          onClick={onCopy}
          className="shrink-0 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {copied ? texts.copied : texts.copy}
        </button>
      </div>
    </div>
  );
}

/** The Clipboard API, or where it is missing (plain http, older browsers) a selected field and the copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.readOnly = true;
    field.className = 'fixed top-0 left-0 opacity-0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}
