import type { FAQPage, WithContext } from 'schema-dts';
import { escapeHtml } from '@/lib/html';
import { fillPlaceholders } from './store-policy';

export interface FaqGroupSource {
  id: string;
  title: string;
  items: { question: string; answer: string }[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: { question: string; answerText: string; answerHtml: string }[];
}

/** FAQ answers with their placeholders filled: plain text for structured data, HTML (with links) for the page. */
export function fillFaq(
  groups: FaqGroupSource[],
  values: { text: Record<string, string>; html: Record<string, string> },
): FaqGroup[] {
  return groups.map(({ id, title, items }) => ({
    id,
    title,
    items: items.map(({ question, answer }) => ({
      question,
      answerText: fillPlaceholders(answer, values.text),
      answerHtml: fillPlaceholders(escapeHtml(answer), values.html),
    })),
  }));
}

export function faqJsonLd(groups: FaqGroup[], inLanguage: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.answerText },
      })),
    ),
  };
}
