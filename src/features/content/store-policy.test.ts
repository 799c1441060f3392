import { describe, expect, it } from 'vitest';
import { faqJsonLd, fillFaq } from './faq';
import { fillPlaceholders, placeholderValues, policyValues } from './store-policy';

const info = { hotline: '০৯৬১২-৩৪৫৬৭৮', email: 'help@haat.test', address: 'Dhanmondi <Road 5>' };

describe('policyValues', () => {
  it('formats the delivery promise in each language', () => {
    expect(policyValues('en')).toMatchObject({
      dhakaDays: '1–2',
      dhakaFee: 'Tk 60',
      outsideFee: 'Tk 120',
      returnDays: '7',
    });
    expect(policyValues('bn')).toMatchObject({
      dhakaDays: '১–২',
      dhakaFee: '৬০৳',
      outsideDays: '৩–৫',
      returnDays: '৭',
    });
  });
});

describe('placeholderValues', () => {
  it('links the hotline and email and escapes every fact in HTML', () => {
    const { text, html } = placeholderValues('bn', info, 'সকাল ৯টা');
    expect(text.address).toBe('Dhanmondi <Road 5>');
    expect(html.address).toBe('Dhanmondi &lt;Road 5&gt;');
    expect(html.hotline).toBe('<a href="tel:09612345678">০৯৬১২-৩৪৫৬৭৮</a>');
    expect(html.email).toBe('<a href="mailto:help@haat.test">help@haat.test</a>');
    expect(text.hours).toBe('সকাল ৯টা');
  });

  it('leaves missing facts empty rather than linking nothing', () => {
    expect(placeholderValues('en', {}, '').html.hotline).toBe('');
  });
});

describe('fillPlaceholders', () => {
  it('fills every placeholder and fails on an unknown one', () => {
    expect(fillPlaceholders('{{dhakaFee}} / {{dhakaFee}}', { dhakaFee: 'Tk 60' })).toBe('Tk 60 / Tk 60');
    expect(() => fillPlaceholders('{{dhakaFe}}', { dhakaFee: 'Tk 60' })).toThrow('{{dhakaFe}}');
  });
});

describe('FAQ', () => {
  const values = placeholderValues('en', info, '9 to 9');
  const groups = fillFaq(
    [{ id: 'payment', title: 'Payment', items: [{ question: 'Q?', answer: 'Call {{hotline}} & pay {{dhakaFee}}.' }] }],
    values,
  );

  it('fills answers as text for structured data and as escaped HTML with links for the page', () => {
    expect(groups[0].items[0].answerText).toBe('Call ০৯৬১২-৩৪৫৬৭৮ & pay Tk 60.');
    expect(groups[0].items[0].answerHtml).toBe('Call <a href="tel:09612345678">০৯৬১২-৩৪৫৬৭৮</a> &amp; pay Tk 60.');
  });

  it('describes every question as FAQPage structured data', () => {
    expect(faqJsonLd(groups, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Q?',
          acceptedAnswer: { '@type': 'Answer', text: 'Call ০৯৬১২-৩৪৫৬৭৮ & pay Tk 60.' },
        },
      ],
    });
  });
});
