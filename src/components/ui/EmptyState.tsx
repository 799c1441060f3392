import type { Locale } from '#contract';
import { localePath } from '@/lib/paths';

interface Props {
  title: string;
  hint: string;
  /** Where to go instead (the catalogue), as [href, label]. */
  links: [href: string, label: string][];
  testId?: string;
}

/** The usual way back: all products and the categories, in the page's language. */
export function catalogueLinks(locale: Locale, labels: { browse: string; categories: string }): Props['links'] {
  return [
    [localePath(locale, '/shop/all-products'), labels.browse],
    [localePath(locale, '/categories'), labels.categories],
  ];
}

/** An island's empty list: what is missing, how to fill it, and links back to the catalogue. */
export default function EmptyState({ title, hint, links, testId }: Props) {
  return (
    <div className="space-y-3 py-8 text-center" data-testid={testId}>
      <p className="font-semibold text-lg">{title}</p>
      <p className="text-gray-600">{hint}</p>
      <p className="flex flex-wrap justify-center gap-4">
        {links.map(([href, label]) => (
          <a key={href} className="font-semibold text-brand-800 underline" href={href}>
            {label}
          </a>
        ))}
      </p>
    </div>
  );
}
