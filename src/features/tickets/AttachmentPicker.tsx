import { type ChangeEvent, useState } from 'react';
import type { Locale } from '#contract';
import { TICKET_ATTACHMENT_TYPES } from '#contract/tickets';
import Field from '@/components/ui/Field';
import { fill } from '@/i18n/fill';
import { addFiles, type FileProblem, fileLimits, formatFileSize } from './tickets';
import type { AttachmentStrings } from './tickets-strings';

interface Props {
  /** The input's id; its server errors are keyed `attachments`. */
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** The server's word about the files (a 422 or a 413). */
  error?: string;
  locale: Locale;
  strings: AttachmentStrings;
}

/**
 * Up to three files, each listed with its size and a remove button. A file the browser can tell is too big or of
 * a type the server never takes is not added, and the picker says why; the server checks every file again.
 */
export default function AttachmentPicker({ id, files, onChange, error, locale, strings }: Props) {
  const texts = strings.tickets.files;
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const limits = fileLimits(locale);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const added = addFiles(files, [...(event.target.files ?? [])]);
    // Emptied, so that choosing the same file again after removing it is a change too.
    event.target.value = '';
    setProblem(added.problem);
    onChange(added.files);
  }

  function remove(index: number) {
    setProblem(null);
    onChange(files.filter((_, at) => at !== index));
  }

  return (
    <Field
      id={id}
      name="attachments"
      label={texts.label}
      hint={fill(texts.hint, limits)}
      error={problem ? fill(texts[problem], limits) : error}
    >
      {(describedBy) => (
        <>
          <input
            id={id}
            name="attachments"
            type="file"
            multiple
            accept={TICKET_ATTACHMENT_TYPES.join(',')}
            onChange={choose}
            aria-invalid={problem || error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
          />
          {files.length > 0 && (
            <ul aria-label={texts.chosen} className="mt-2 space-y-1 text-sm">
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  className="flex items-center gap-2"
                  data-chosen-file={file.name}
                >
                  <span className="min-w-0 break-all">{file.name}</span>
                  <span className="shrink-0 text-gray-600">{formatFileSize(file.size, locale)}</span>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className="ml-auto shrink-0 rounded px-2 py-1 text-red-700 underline hover:bg-red-50"
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="sr-only">{fill(texts.remove, { name: file.name })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
