import { describe, expect, it } from 'vitest';
import { invoiceFromSearch, trackingQuery, typedInvoice, validateTracking } from './orders';

describe('typedInvoice', () => {
  it('reads an invoice in any case, with spaces or Bengali digits', () => {
    expect(typedInvoice(' ht 0000123 ')).toBe('HT0000123');
    expect(typedInvoice('HT০০০০১২৩')).toBe('HT0000123');
  });

  it('refuses what is not HT and at least 7 digits', () => {
    expect(typedInvoice('HT123')).toBeNull();
    expect(typedInvoice('0000123')).toBeNull();
    expect(typedInvoice('HT0000123; drop')).toBeNull();
  });
});

describe('validateTracking', () => {
  it('asks for both fields', () => {
    expect(validateTracking({ invoice: ' ', phone: '' })).toEqual({ invoice: 'required', phone: 'required' });
  });

  it('names a malformed invoice and a phone that is not a Bangladeshi mobile', () => {
    expect(validateTracking({ invoice: 'X1', phone: '0123' })).toEqual({ invoice: 'invoice', phone: 'phone' });
  });

  it('passes a typed invoice and mobile, and the query carries their clean forms', () => {
    const draft = { invoice: 'ht0000123', phone: '+880 1712-345678' };
    expect(validateTracking(draft)).toEqual({});
    expect(trackingQuery(draft)).toEqual({ invoice: 'HT0000123', phone: '01712345678' });
  });
});

describe('invoiceFromSearch', () => {
  it('fills the form from a confirmation link', () => {
    expect(invoiceFromSearch('?invoice=HT0000123')).toBe('HT0000123');
    expect(invoiceFromSearch('')).toBe('');
  });
});
