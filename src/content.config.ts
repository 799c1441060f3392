import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const faqGroup = z.object({
  /** The group's anchor, the same in both languages (`/faq#delivery`). */
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
});

/** The site's text pages, one Markdown file per page and locale: `src/content/pages/{en,bn}/{page}.md`. */
const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    /** When the policy text last changed (shown on the page). */
    updated: z.coerce.date().optional(),
    /** The FAQ page's questions, grouped by topic; answers are plain text with {{placeholders}}. */
    faq: z.array(faqGroup).optional(),
  }),
});

export const collections = { pages };
