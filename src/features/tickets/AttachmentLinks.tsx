import type { Locale, TicketAttachment } from '#contract';
import { fill } from '@/i18n/fill';
import { toast } from '@/lib/toast';
import { formatFileSize } from './tickets';
import { downloadAttachment } from './tickets.api';

interface Props {
  attachments: TicketAttachment[];
  locale: Locale;
  texts: { download: string; downloadFailed: string };
}

/**
 * A message's files as download buttons: the bytes come with the Bearer token (no token in a link), then a
 * short-lived object URL hands them to the browser under their own name.
 */
export default function AttachmentLinks({ attachments, locale, texts }: Props) {
  if (attachments.length === 0) return null;

  async function download(attachment: TicketAttachment) {
    try {
      const url = URL.createObjectURL(await downloadAttachment(attachment.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.name;
      link.hidden = true;
      // In the document while clicked: some browsers download only from a link on the page.
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.error(texts.downloadFailed);
    }
  }

  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <button
            type="button"
            onClick={() => download(attachment)}
            data-attachment={attachment.name}
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm hover:border-brand-700"
          >
            <span aria-hidden="true">⤓ </span>
            {fill(texts.download, { name: attachment.name, size: formatFileSize(attachment.size, locale) })}
          </button>
        </li>
      ))}
    </ul>
  );
}
