import { describe, expect, it } from 'vitest';
import type { WriteReviewInfo } from '#contract';
import { REVIEW_MAX_LENGTH } from '#contract/reviews';
import {
  hasSomethingToReview,
  initialDraft,
  placeServerErrors,
  storeBody,
  subjectHref,
  validateDraft,
  writeReviewOrderId,
} from './reviews';

const info: WriteReviewInfo = {
  order_id: 12,
  invoice_number: 'HT0000012',
  vendor: { id: 3, name: 'Surma', slug: 'surma' },
  shipper: { id: 9, name: 'Karim' },
  delivered_at: '2025-02-27T10:00:00.000Z',
  items: [
    { order_item_id: 21, product_id: 101, name: 'Panjabi', image: '', options: {}, color_name: null, reviewed: false },
    { order_item_id: 22, product_id: 102, name: 'Saree', image: '', options: {}, color_name: null, reviewed: true },
    { order_item_id: 23, product_id: 103, name: 'Kurta', image: '', options: {}, color_name: null, reviewed: false },
  ],
  seller_reviewed: false,
  rider_reviewed: false,
};

describe('writeReviewOrderId', () => {
  it('reads the order id of either locale’s address', () => {
    expect(writeReviewOrderId('/user/write-review/12')).toBe(12);
    expect(writeReviewOrderId('/bn/user/write-review/7/')).toBe(7);
    expect(writeReviewOrderId('/user/write-review/_/')).toBeNull();
    expect(writeReviewOrderId('/user/write-review/0')).toBeNull();
  });
});

describe('the write-review form', () => {
  it('starts every part left to review at the spec’s defaults: product 5, seller 3, rider 5', () => {
    expect(initialDraft(info)).toEqual({
      items: { 21: { rating: 5, review: '' }, 23: { rating: 5, review: '' } },
      seller: { rating: 3, review: '' },
      rider: { rating: 5, review: '' },
    });
  });

  it('leaves out what is reviewed already, and the rider when none carried the package', () => {
    const draft = initialDraft({ ...info, shipper: null, rider_reviewed: true, seller_reviewed: true });
    expect([draft.seller, draft.rider]).toEqual([null, null]);
    const done = initialDraft({
      ...info,
      items: info.items.map((item) => ({ ...item, reviewed: true })),
      seller_reviewed: true,
      rider_reviewed: true,
    });
    expect(hasSomethingToReview(done)).toBe(false);
  });

  it('sends the parts left, texts trimmed and in NFC, the rider by the package’s rider', () => {
    const draft = initialDraft(info);
    draft.items[23] = { rating: 2, review: `  ${'ভালো'.normalize('NFD')} ` };
    draft.seller = { rating: 4, review: 'Fast' };
    expect(storeBody(info, draft)).toEqual({
      order_id: 12,
      vendor_id: 3,
      product_reviews: [
        { order_item_id: 21, product_id: 101, rating: 5, review: '' },
        { order_item_id: 23, product_id: 103, rating: 2, review: 'ভালো'.normalize('NFC') },
      ],
      seller_review: { rating: 4, review: 'Fast' },
      rider_review: { shipper_id: 9, rating: 5, review: '' },
    });
  });

  it('flags a text longer than the server keeps, counted after trimming', () => {
    const draft = initialDraft(info);
    draft.items[21] = { rating: 5, review: ` ${'a'.repeat(REVIEW_MAX_LENGTH)} ` };
    draft.rider = { rating: 5, review: 'a'.repeat(REVIEW_MAX_LENGTH + 1) };
    expect(validateDraft(draft)).toEqual({ 'rider.review': 'tooLong' });
  });

  it('places a 422’s messages beside the fields they name, the rest for a toast', () => {
    const sent = storeBody(info, initialDraft(info));
    expect(
      placeServerErrors(
        {
          'product_reviews.1.review': ['Too long'],
          'product_reviews.0.rating': ['Choose 1 to 5'],
          'seller_review.review': ['Bad character'],
          'product_reviews.0.order_item_id': ['Not in the order'],
          order_id: ['Required'],
        },
        sent,
      ),
    ).toEqual({
      fields: { 'item.23.review': 'Too long', 'item.21.rating': 'Choose 1 to 5', 'seller.review': 'Bad character' },
      rest: ['Not in the order', 'Required'],
    });
  });
});

describe('subjectHref', () => {
  it('links a product and a shop review to their pages, a rider’s to nothing', () => {
    const subject = { id: 5, name: 'x', slug: 'x', image: null };
    expect(subjectHref({ kind: 'product', subject }, 'bn')).toBe('/bn/product/5');
    expect(subjectHref({ kind: 'seller', subject }, 'en')).toBe('/shop/profile/5');
    expect(subjectHref({ kind: 'rider', subject }, 'en')).toBeNull();
  });
});
