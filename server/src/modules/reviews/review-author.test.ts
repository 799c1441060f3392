import { describe, expect, it } from 'vitest';
import { reviewAuthor } from './review-author';

describe('reviewAuthor', () => {
  it.each([
    ['Rahima Khatun', 'Rahima K.'],
    ['  Abdur   Rahman  Chowdhury ', 'Abdur C.'],
    ['nusrat jahan', 'nusrat J.'],
    ['Tanvir', 'Tanvir'],
    ['রহিমা খাতুন', 'রহিমা খ.'],
    ['সাকিব ক্ষেত্রী', 'সাকিব ক্ষ.'],
    ['', ''],
  ])('shows %j as %j', (name, shown) => {
    expect(reviewAuthor(name)).toBe(shown);
  });
});
