/** Home page content: sliders, banners, site facts, collections and flash sales. */
import type { Scene } from '../art/decor';
import type { Bilingual } from './categories';

export interface SlideSeed {
  title: Bilingual;
  subtitle: Bilingual;
  /** Image name below sliders/ or banners/. */
  image: string;
  link: string;
  art: Omit<Scene, 'width' | 'height'>;
}

export const SLIDERS: readonly SlideSeed[] = [
  {
    title: { en: 'Eid Panjabi Collection', bn: 'ঈদের পাঞ্জাবি কালেকশন' },
    subtitle: { en: 'Up to 40% off festive panjabi', bn: 'উৎসবের পাঞ্জাবিতে ৪০% পর্যন্ত ছাড়' },
    image: 'eid-collection',
    link: '/categories/panjabi',
    art: { from: '#0f4d3a', to: '#1d6b4f', motif: 'crescent', items: [['three-piece', 'pink', 820, 40, 0.68], ['kids', 'yellow', 1250, 150, 0.52], ['panjabi', 'cream', 1010, 0, 0.74]] },
  },
  {
    title: { en: 'Handwoven Sarees', bn: 'হাতে বোনা শাড়ি' },
    subtitle: {
      en: 'Jamdani, Tangail and Rajshahi silk, straight from the weavers',
      bn: 'তাঁতিদের কাছ থেকে সরাসরি জামদানি, টাঙ্গাইল ও রাজশাহী সিল্ক',
    },
    image: 'saree-festival',
    link: '/categories/sarees',
    art: { from: '#5e1424', to: '#a8324a', motif: 'paisley', items: [['saree', 'golden', 800, 40, 0.7], ['saree', 'green', 1180, 40, 0.7], ['saree', 'red', 990, 10, 0.76]] },
  },
  {
    title: { en: 'Flash Sale Is Live', bn: 'ফ্ল্যাশ সেল চলছে' },
    subtitle: { en: 'Grab the deals before the timer runs out', bn: 'সময় শেষ হওয়ার আগেই অফার লুফে নিন' },
    image: 'flash-sale',
    link: '/flash-sales',
    art: { from: '#f08a24', to: '#c8302f', motif: 'bolt', items: [['tshirt', 'navy', 820, 40, 0.66], ['watch', 'golden', 1230, 60, 0.5], ['shoes', 'white', 1000, 200, 0.5]] },
  },
];

export const BANNERS: readonly SlideSeed[] = [
  {
    title: { en: 'Formal Shirts for Office', bn: 'অফিসের জন্য ফরমাল শার্ট' },
    subtitle: { en: 'Crisp cotton from 900 taka', bn: '৯০০ টাকা থেকে মসৃণ সুতির শার্ট' },
    image: 'formal-shirts',
    link: '/categories/formal-shirts',
    art: { from: '#1f3157', to: '#3b5a8f', motif: 'rings', items: [['formal-shirt', 'sky', 390, 0, 0.5], ['formal-shirt', 'white', 540, 20, 0.48]] },
  },
  {
    title: { en: 'Three-Piece Festival', bn: 'থ্রি-পিস উৎসব' },
    subtitle: { en: 'Lawn, georgette and block prints', bn: 'লন, জর্জেট আর ব্লক প্রিন্ট' },
    image: 'three-piece',
    link: '/categories/three-piece',
    art: { from: '#8f3b76', to: '#e07a9a', motif: 'paisley', items: [['three-piece', 'yellow', 400, 0, 0.5], ['three-piece', 'green', 550, 20, 0.48]] },
  },
  {
    title: { en: 'Leather Shoes', bn: 'চামড়ার জুতা' },
    subtitle: { en: 'Handmade in Bhairab, with warranty', bn: 'ভৈরবের কারিগরদের হাতে তৈরি, ওয়ারেন্টিসহ' },
    image: 'leather-shoes',
    link: '/categories/shoes',
    art: { from: '#5a3a24', to: '#a0714a', motif: 'rings', items: [['shoes', 'black', 400, -120, 0.5], ['shoes', 'brown', 350, -30, 0.55]] },
  },
  {
    title: { en: 'Watches for Every Wrist', bn: 'সবার জন্য ঘড়ি' },
    subtitle: { en: 'Official warranty on every watch', bn: 'প্রতিটি ঘড়িতে অফিসিয়াল ওয়ারেন্টি' },
    image: 'watches',
    link: '/categories/watches',
    art: { from: '#23252b', to: '#4a4e57', motif: 'rings', items: [['watch', 'golden', 390, 20, 0.46], ['watch', 'navy', 520, 40, 0.44]] },
  },
];

const HOTLINE = '09612-345678';
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
export const bengaliDigits = (value: number | string) => String(value).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);

/** Keys the storefront reads from GET /home_info; `year` fills the copyright line. */
export function homeInfo(year: number): Record<string, Bilingual> {
  return {
    site_name: { en: 'Haat', bn: 'হাট' },
    tagline: { en: "Bangladesh's online haat for fashion", bn: 'দেশি ফ্যাশনের অনলাইন হাট' },
    hotline: { en: HOTLINE, bn: bengaliDigits(HOTLINE) },
    email: { en: 'support@haat.com.bd', bn: 'support@haat.com.bd' },
    address: {
      en: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
      bn: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ',
    },
    about: {
      en:
        'Haat brings the shops of Dhaka, Chattogram, Sylhet and beyond to one online marketplace. ' +
        'Buy panjabi, sarees, three-pieces, shoes and more from trusted local sellers, ' +
        'pay by Cash on Delivery, bKash, Nagad or Rocket, and get it delivered anywhere in Bangladesh.',
      bn:
        'ঢাকা, চট্টগ্রাম, সিলেটসহ সারা দেশের দোকানকে এক অনলাইন বাজারে এনেছে হাট। ' +
        'বিশ্বস্ত দেশি বিক্রেতাদের কাছ থেকে কিনুন পাঞ্জাবি, শাড়ি, থ্রি-পিস, জুতা আর আরও অনেক কিছু; ' +
        'ক্যাশ অন ডেলিভারি, বিকাশ, নগদ বা রকেটে মূল্য পরিশোধ করুন, আর ডেলিভারি নিন বাংলাদেশের যেকোনো প্রান্তে।',
    },
    facebook: { en: 'https://www.facebook.com/haat.bd', bn: 'https://www.facebook.com/haat.bd' },
    copyright: {
      en: `© ${year} Haat. All rights reserved.`,
      bn: `© ${bengaliDigits(year)} হাট। সর্বস্বত্ব সংরক্ষিত।`,
    },
  };
}

export type CollectionRule = 'newest' | 'best-selling' | 'eid' | 'under-1000';

export interface CollectionSeed extends Bilingual {
  slug: string;
  rule: CollectionRule;
}

export const COLLECTIONS: readonly CollectionSeed[] = [
  { slug: 'new-arrivals', en: 'New Arrivals', bn: 'নতুন এসেছে', rule: 'newest' },
  { slug: 'best-sellers', en: 'Best Sellers', bn: 'সর্বাধিক বিক্রিত', rule: 'best-selling' },
  { slug: 'eid-collection', en: 'Eid Collection', bn: 'ঈদ কালেকশন', rule: 'eid' },
  { slug: 'under-1000', en: 'Under 1,000 Taka', bn: '১,০০০ টাকার নিচে', rule: 'under-1000' },
];

export const COLLECTION_SIZE = 12;
/** Categories the Eid collection draws from. */
export const EID_CATEGORIES = ['panjabi', 'three-piece', 'sarees', 'kids-wear'];

export interface FlashSaleSeed {
  title: Bilingual;
  /** Window relative to the seed's "now", in days. */
  startDays: number;
  endDays: number;
  items: number;
}

/** The first runs now; the second ended last week and must never show. */
export const FLASH_SALES: readonly FlashSaleSeed[] = [
  { title: { en: 'Eid Flash Sale', bn: 'ঈদ ফ্ল্যাশ সেল' }, startDays: -1, endDays: 3, items: 24 },
  { title: { en: 'Pohela Boishakh Sale', bn: 'পহেলা বৈশাখ সেল' }, startDays: -12, endDays: -8, items: 10 },
];
