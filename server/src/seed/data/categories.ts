/** The demo category tree and the size sets its departments use. */
import type { Garment } from '../art/garments';
import type { ColourKey } from './colors';

export interface Bilingual {
  en: string;
  bn: string;
}

export interface CategorySeed extends Bilingual {
  slug: string;
  parent?: string;
  /** Garment drawn on the category tile, and its colour. */
  art: Garment;
  tint: ColourKey;
  /** Partners' commission, percent, for this category and below it (else the parent's, else the default). */
  partnerRate?: number;
}

/** Parents come before their children (insert order). */
export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'mens-fashion', en: "Men's Fashion", bn: 'ছেলেদের ফ্যাশন', art: 'panjabi', tint: 'navy', partnerRate: 6 },
  { slug: 'womens-fashion', en: "Women's Fashion", bn: 'মেয়েদের ফ্যাশন', art: 'saree', tint: 'red', partnerRate: 7 },
  { slug: 'shirts', en: 'Shirts', bn: 'শার্ট', parent: 'mens-fashion', art: 'shirt', tint: 'sky' },
  { slug: 'formal-shirts', en: 'Formal Shirts', bn: 'ফরমাল শার্ট', parent: 'shirts', art: 'formal-shirt', tint: 'white' },
  { slug: 'panjabi', en: 'Panjabi', bn: 'পাঞ্জাবি', parent: 'mens-fashion', art: 'panjabi', tint: 'cream' },
  { slug: 't-shirts', en: 'T-Shirts', bn: 'টি-শার্ট', parent: 'mens-fashion', art: 'tshirt', tint: 'orange' },
  { slug: 'jeans-trousers', en: 'Jeans & Trousers', bn: 'জিন্স ও প্যান্ট', parent: 'mens-fashion', art: 'trousers', tint: 'navy' },
  { slug: 'lungi', en: 'Lungi', bn: 'লুঙ্গি', parent: 'mens-fashion', art: 'lungi', tint: 'green' },
  { slug: 'three-piece', en: "Women's Three-Piece", bn: 'মেয়েদের থ্রি-পিস', parent: 'womens-fashion', art: 'three-piece', tint: 'pink' },
  { slug: 'sarees', en: 'Sarees', bn: 'শাড়ি', parent: 'womens-fashion', art: 'saree', tint: 'maroon', partnerRate: 9 },
  { slug: 'kids-wear', en: "Kids' Wear", bn: 'শিশুদের পোশাক', art: 'kids', tint: 'yellow', partnerRate: 5 },
  { slug: 'shoes', en: 'Shoes', bn: 'জুতা', art: 'shoes', tint: 'brown', partnerRate: 4 },
  { slug: 'bags', en: 'Bags', bn: 'ব্যাগ', art: 'bag', tint: 'maroon', partnerRate: 8 },
  { slug: 'watches', en: 'Watches', bn: 'ঘড়ি', art: 'watch', tint: 'golden', partnerRate: 3 },
];

export interface SizeSet {
  sizes: readonly (string | null)[];
  /** How many neighbouring sizes one product offers. */
  offered: readonly [min: number, max: number];
  /** Sizes that may cost a little more. */
  large: readonly string[];
}

export const SIZE_SETS = {
  apparel: { sizes: ['S', 'M', 'L', 'XL', 'XXL'], offered: [3, 5], large: ['XL', 'XXL'] },
  waist: { sizes: ['28', '30', '32', '34', '36', '38', '40'], offered: [4, 6], large: ['38', '40'] },
  shoe: { sizes: ['38', '39', '40', '41', '42', '43', '44'], offered: [4, 7], large: [] },
  kids: { sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'], offered: [3, 4], large: [] },
  /** One variant per colour, no size (sarees, bags, watches, lungi). */
  free: { sizes: [null], offered: [1, 1], large: [] },
} as const satisfies Record<string, SizeSet>;
