/** Demo brands and shops (vendors). Fictional, local-sounding names; each sells a few categories. */
import type { Bilingual } from './categories';

/** A maker of products; `ofBn` is the Bengali genitive ("ঢাকা লুমের", "শুভ্রর"). */
export interface Maker extends Bilingual {
  ofBn: string;
}

export interface BrandSeed extends Maker {
  slug: string;
  categories: readonly string[];
  /** Logo mark colours. */
  hues: readonly [string, string];
}

export interface VendorSeed extends Maker {
  slug: string;
  categories: readonly string[];
  descriptionEn: string;
  descriptionBn: string;
  addressEn: string;
  addressBn: string;
  phone: string;
  ratingTenths: number;
  ratingCount: number;
  hues: readonly [string, string];
  /** Days before the seed's "now" the shop opened. */
  openedDaysAgo: number;
}

export const BRANDS: readonly BrandSeed[] = [
  { slug: 'dhaka-loom', en: 'Dhaka Loom', bn: 'ঢাকা লুম', ofBn: 'ঢাকা লুমের', categories: ['panjabi', 'three-piece', 'sarees', 'lungi'], hues: ['#7a1f2b', '#c9a13b'] },
  { slug: 'nakshi', en: 'Nakshi', bn: 'নকশি', ofBn: 'নকশির', categories: ['three-piece', 'sarees', 'panjabi', 'kids-wear'], hues: ['#2e7d4f', '#e9b730'] },
  { slug: 'shuvro', en: 'Shuvro', bn: 'শুভ্র', ofBn: 'শুভ্রর', categories: ['shirts', 'formal-shirts', 'panjabi'], hues: ['#1f3157', '#7fb6e0'] },
  { slug: 'meghna-denim', en: 'Meghna Denim', bn: 'মেঘনা ডেনিম', ofBn: 'মেঘনা ডেনিমের', categories: ['jeans-trousers', 'shirts', 't-shirts'], hues: ['#24406e', '#e2722c'] },
  { slug: 'rongdhonu', en: 'Rongdhonu', bn: 'রংধনু', ofBn: 'রংধনুর', categories: ['kids-wear', 't-shirts', 'three-piece'], hues: ['#6c3f8f', '#e07a9a'] },
  { slug: 'sonar-tori', en: 'Sonar Tori', bn: 'সোনার তরী', ofBn: 'সোনার তরীর', categories: ['sarees', 'panjabi', 'three-piece'], hues: ['#c9a13b', '#7b4a2d'] },
  { slug: 'bengal-threads', en: 'Bengal Threads', bn: 'বেঙ্গল থ্রেডস', ofBn: 'বেঙ্গল থ্রেডসের', categories: ['shirts', 'formal-shirts', 't-shirts', 'jeans-trousers'], hues: ['#23252b', '#c8302f'] },
  { slug: 'jamuna-leather', en: 'Jamuna Leather', bn: 'যমুনা লেদার', ofBn: 'যমুনা লেদারের', categories: ['shoes', 'bags'], hues: ['#7b4a2d', '#eadbb8'] },
  { slug: 'somoy', en: 'Somoy Watches', bn: 'সময় ওয়াচেস', ofBn: 'সময় ওয়াচেসের', categories: ['watches'], hues: ['#23252b', '#c9a13b'] },
  { slug: 'kapor-kotha', en: 'Kapor Kotha', bn: 'কাপড় কথা', ofBn: 'কাপড় কথার', categories: ['three-piece', 'sarees', 'kids-wear', 'lungi'], hues: ['#c8302f', '#2e7d4f'] },
  { slug: 'urban-deshi', en: 'Urban Deshi', bn: 'আরবান দেশি', ofBn: 'আরবান দেশির', categories: ['t-shirts', 'jeans-trousers', 'shirts', 'shoes', 'bags'], hues: ['#6b7036', '#e9b730'] },
  { slug: 'shapla-footwear', en: 'Shapla Footwear', bn: 'শাপলা ফুটওয়্যার', ofBn: 'শাপলা ফুটওয়্যারের', categories: ['shoes'], hues: ['#e07a9a', '#2e7d4f'] },
];

export const VENDORS: readonly VendorSeed[] = [
  {
    slug: 'dhaka-fashion-house',
    en: 'Dhaka Fashion House',
    bn: 'ঢাকা ফ্যাশন হাউস', ofBn: 'ঢাকা ফ্যাশন হাউসের',
    categories: ['shirts', 'formal-shirts', 'panjabi', 't-shirts', 'jeans-trousers'],
    descriptionEn: "Menswear for office, Eid and everyday from the heart of Dhanmondi since 2012.",
    descriptionBn: '২০১২ সাল থেকে ধানমন্ডির প্রাণকেন্দ্রে অফিস, ঈদ আর প্রতিদিনের ছেলেদের পোশাক।',
    addressEn: 'House 27, Road 7, Dhanmondi, Dhaka 1205',
    addressBn: 'বাড়ি ২৭, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫',
    phone: '01711234567',
    ratingTenths: 47,
    ratingCount: 1284,
    hues: ['#1f3157', '#c9a13b'],
    openedDaysAgo: 900,
  },
  {
    slug: 'karnaphuli-clothing',
    en: 'Karnaphuli Clothing',
    bn: 'কর্ণফুলী ক্লোদিং', ofBn: 'কর্ণফুলী ক্লোদিংয়ের',
    categories: ['shirts', 't-shirts', 'jeans-trousers', 'lungi', 'kids-wear'],
    descriptionEn: 'Export-quality casual wear straight from the port city.',
    descriptionBn: 'বন্দরনগরী থেকে সরাসরি রপ্তানিমানের ক্যাজুয়াল পোশাক।',
    addressEn: 'Shop 14, Sanmar Ocean City, GEC Circle, Chattogram 4000',
    addressBn: 'দোকান ১৪, স্যানমার ওশান সিটি, জিইসি মোড়, চট্টগ্রাম ৪০০০',
    phone: '01819876543',
    ratingTenths: 45,
    ratingCount: 842,
    hues: ['#24406e', '#7fb6e0'],
    openedDaysAgo: 700,
  },
  {
    slug: 'surma-textiles',
    en: 'Surma Textiles',
    bn: 'সুরমা টেক্সটাইলস', ofBn: 'সুরমা টেক্সটাইলসের',
    categories: ['panjabi', 'three-piece', 'lungi', 'sarees'],
    descriptionEn: 'Handloom panjabi, lungi and three-pieces woven for Sylhet and beyond.',
    descriptionBn: 'সিলেট ও সারা দেশের জন্য তাঁতে বোনা পাঞ্জাবি, লুঙ্গি আর থ্রি-পিস।',
    addressEn: 'Al-Hamra Shopping City, Zindabazar, Sylhet 3100',
    addressBn: 'আল-হামরা শপিং সিটি, জিন্দাবাজার, সিলেট ৩১০০',
    phone: '01912345678',
    ratingTenths: 44,
    ratingCount: 516,
    hues: ['#2e7d4f', '#eadbb8'],
    openedDaysAgo: 540,
  },
  {
    slug: 'padma-boutique',
    en: 'Padma Boutique',
    bn: 'পদ্মা বুটিক', ofBn: 'পদ্মা বুটিকের',
    categories: ['three-piece', 'sarees', 'kids-wear'],
    descriptionEn: 'Rajshahi silk, block prints and festive three-pieces, hand-picked by our designers.',
    descriptionBn: 'রাজশাহী সিল্ক, ব্লক প্রিন্ট আর উৎসবের থ্রি-পিস—আমাদের ডিজাইনারদের বাছাই করা।',
    addressEn: 'Shaheb Bazar Zero Point, Rajshahi 6100',
    addressBn: 'সাহেব বাজার জিরো পয়েন্ট, রাজশাহী ৬১০০',
    phone: '01556789012',
    ratingTenths: 48,
    ratingCount: 973,
    hues: ['#6c3f8f', '#e07a9a'],
    openedDaysAgo: 820,
  },
  {
    slug: 'tangail-sharee-kutir',
    en: 'Tangail Sharee Kutir',
    bn: 'টাঙ্গাইল শাড়ি কুটির', ofBn: 'টাঙ্গাইল শাড়ি কুটিরের',
    categories: ['sarees', 'three-piece'],
    descriptionEn: 'Tangail, Jamdani and Katan sarees sourced directly from the weavers of Pathrail.',
    descriptionBn: 'পাথরাইলের তাঁতিদের কাছ থেকে সরাসরি টাঙ্গাইল, জামদানি ও কাতান শাড়ি।',
    addressEn: 'Pathrail Bazar, Delduar, Tangail 1913',
    addressBn: 'পাথরাইল বাজার, দেলদুয়ার, টাঙ্গাইল ১৯১৩',
    phone: '01676543210',
    ratingTenths: 49,
    ratingCount: 1530,
    hues: ['#c8302f', '#c9a13b'],
    openedDaysAgo: 1200,
  },
  {
    slug: 'rupsha-footwear',
    en: 'Rupsha Footwear',
    bn: 'রূপসা ফুটওয়্যার', ofBn: 'রূপসা ফুটওয়্যারের',
    categories: ['shoes', 'bags'],
    descriptionEn: 'Leather shoes, sandals and bags made in Bangladesh, delivered countrywide.',
    descriptionBn: 'দেশে তৈরি চামড়ার জুতা, স্যান্ডেল ও ব্যাগ—সারা দেশে ডেলিভারি।',
    addressEn: 'KDA Avenue, Khulna 9100',
    addressBn: 'কেডিএ অ্যাভিনিউ, খুলনা ৯১০০',
    phone: '01398765432',
    ratingTenths: 42,
    ratingCount: 388,
    hues: ['#7b4a2d', '#e2722c'],
    openedDaysAgo: 450,
  },
  {
    slug: 'gulshan-style-gallery',
    en: 'Gulshan Style Gallery',
    bn: 'গুলশান স্টাইল গ্যালারি', ofBn: 'গুলশান স্টাইল গ্যালারির',
    categories: ['formal-shirts', 'jeans-trousers', 'shoes', 'bags', 'watches'],
    descriptionEn: 'Smart office wear and accessories for the modern professional.',
    descriptionBn: 'আধুনিক পেশাজীবীদের জন্য স্মার্ট অফিস পোশাক ও অ্যাক্সেসরিজ।',
    addressEn: 'Level 3, Pink City Shopping Centre, Gulshan 2, Dhaka 1212',
    addressBn: 'লেভেল ৩, পিংক সিটি শপিং সেন্টার, গুলশান ২, ঢাকা ১২১২',
    phone: '01822334455',
    ratingTenths: 46,
    ratingCount: 704,
    hues: ['#23252b', '#8a8f98'],
    openedDaysAgo: 620,
  },
  {
    slug: 'time-zone-bd',
    en: 'Time Zone BD',
    bn: 'টাইম জোন বিডি', ofBn: 'টাইম জোন বিডির',
    categories: ['watches', 'bags'],
    descriptionEn: 'Authentic watches with official warranty and easy returns.',
    descriptionBn: 'অফিসিয়াল ওয়ারেন্টিসহ আসল ঘড়ি, সহজ রিটার্ন সুবিধা।',
    addressEn: 'Shop 4C-021, Jamuna Future Park, Kuril, Dhaka 1229',
    addressBn: 'দোকান ৪সি-০২১, যমুনা ফিউচার পার্ক, কুড়িল, ঢাকা ১২২৯',
    phone: '01733221100',
    ratingTenths: 35,
    ratingCount: 129,
    hues: ['#c9a13b', '#23252b'],
    openedDaysAgo: 300,
  },
];
