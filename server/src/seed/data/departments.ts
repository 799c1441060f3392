/**
 * What each leaf category sells: garment lines whose names compose material + style + type in both
 * languages, price ranges in taka, sizes, colours, warranty and description sentences.
 */
import type { Garment } from '../art/garments';
import type { Bilingual } from './categories';
import { SIZE_SETS, type SizeSet } from './categories';
import type { ColourKey } from './colors';

export interface Material extends Bilingual {
  /** Completes "This <type> from <brand> is …" / "<brand>-এর এই <type>টি …।" */
  madeEn: string;
  madeBn: string;
  /** 0 (cheapest) to 1 (dearest): where in the department's price range it sits. */
  level: number;
}

export interface ProductType extends Bilingual {
  /** The English name is plural ("Sneakers"), so descriptions say "These … are". */
  plural?: boolean;
  /** Bengali classifier after the type: 'টি' unless set (' জোড়া' for pairs). */
  unitBn?: string;
}

export interface Line {
  garment: Garment;
  types: readonly ProductType[];
  materials: readonly Material[];
  styles: readonly Bilingual[];
}

export interface Department {
  category: string;
  /** Share of the catalogue. */
  weight: number;
  price: readonly [min: number, max: number];
  sizes: SizeSet;
  colours: readonly ColourKey[];
  lines: readonly Line[];
  /** Second and third description sentences. */
  notes: readonly Bilingual[];
  warranties: readonly Bilingual[];
  /** Per-unit shipping charge of bulky goods, on top of the order's delivery fee; 0 when not set. */
  shippingCost?: number;
}

const mat = (en: string, bn: string, level: number, madeEn: string, madeBn: string): Material => ({
  en,
  bn,
  level,
  madeEn,
  madeBn,
});
const bi = (en: string, bn: string): Bilingual => ({ en, bn });
const plural = (en: string, bn: string): ProductType => ({ en, bn, plural: true });
const pair = (en: string, bn: string): ProductType => ({ en, bn, plural: true, unitBn: ' জোড়া' });

const COTTON = mat('Cotton', 'সুতি', 0.3, 'made of soft, breathable cotton', 'নরম ও আরামদায়ক সুতি কাপড়ে তৈরি');
const LINEN = mat('Linen', 'লিনেন', 0.6, 'made of airy linen', 'হালকা লিনেন কাপড়ে তৈরি');
const SILK = mat('Silk', 'সিল্ক', 0.85, 'made of lustrous silk', 'ঝলমলে সিল্ক কাপড়ে তৈরি');
const GEORGETTE = mat('Georgette', 'জর্জেট', 0.45, 'made of flowing georgette', 'ঝরঝরে জর্জেট কাপড়ে তৈরি');
const DENIM = mat('Denim', 'ডেনিম', 0.45, 'cut from sturdy cotton denim', 'মজবুত সুতি ডেনিমে তৈরি');
const GABARDINE = mat('Gabardine', 'গ্যাবার্ডিন', 0.5, 'made of smooth gabardine', 'মসৃণ গ্যাবার্ডিন কাপড়ে তৈরি');
const LEATHER = mat('Leather', 'চামড়ার', 0.75, 'made of full-grain cow leather', 'গরুর আসল চামড়ায় তৈরি');
const SYNTHETIC = mat('Synthetic Leather', 'সিনথেটিক লেদার', 0.2, 'made of easy-care synthetic leather', 'সহজে যত্ন নেওয়া যায় এমন সিনথেটিক লেদারে তৈরি');
const CANVAS = mat('Canvas', 'ক্যানভাস', 0.25, 'made of tough cotton canvas', 'টেকসই সুতি ক্যানভাসে তৈরি');
const JUTE = mat('Jute', 'পাটের', 0.2, 'made of sturdy Bangladeshi jute', 'মজবুত দেশি পাটে তৈরি');

const PLAIN = bi('Plain', 'প্লেইন');
const PRINTED = bi('Printed', 'প্রিন্টেড');
const EMBROIDERED = bi('Embroidered', 'এমব্রয়ডারি');
const STRIPED = bi('Striped', 'স্ট্রাইপ');
const CHECK = bi('Check', 'চেক');
const BLOCK_PRINT = bi('Block Print', 'ব্লক প্রিন্ট');
const KARCHUPI = bi('Karchupi', 'কারচুপি');
const SLIM_FIT = bi('Slim Fit', 'স্লিম ফিট');
const REGULAR_FIT = bi('Regular Fit', 'রেগুলার ফিট');
const CASUAL = bi('Casual', 'ক্যাজুয়াল');

export const DEPARTMENTS: readonly Department[] = [
  {
    category: 'shirts',
    weight: 13,
    price: [650, 2200],
    sizes: SIZE_SETS.apparel,
    colours: ['white', 'sky', 'navy', 'olive', 'maroon', 'grey', 'black', 'green', 'cream', 'brown'],
    lines: [
      {
        garment: 'shirt',
        types: [bi('Casual Shirt', 'ক্যাজুয়াল শার্ট')],
        materials: [
          COTTON,
          LINEN,
          mat('Denim', 'ডেনিম', 0.5, 'cut from soft washed denim', 'নরম ওয়াশড ডেনিমে তৈরি'),
          mat('Flannel', 'ফ্লানেল', 0.5, 'made of brushed flannel for cool evenings', 'শীতের সন্ধ্যার জন্য নরম ফ্লানেলে তৈরি'),
          mat('Viscose', 'ভিসকস', 0.15, 'made of smooth viscose', 'মসৃণ ভিসকস কাপড়ে তৈরি'),
        ],
        styles: [CHECK, STRIPED, PRINTED, PLAIN, bi('Half-Sleeve', 'হাফ হাতা')],
      },
    ],
    notes: [
      bi('Pair it with jeans or chinos for college, work or a weekend adda.', 'জিন্স বা চিনোর সঙ্গে মানিয়ে যায়—কলেজ, অফিস কিংবা ছুটির দিনের আড্ডায়।'),
      bi('Colourfast dye and neat double stitching keep it looking new wash after wash.', 'পাকা রং আর মজবুত ডাবল সেলাইয়ের কারণে বারবার ধোয়ার পরও নতুনের মতো থাকে।'),
      bi("Cut for Bangladesh's warm, humid days.", 'বাংলাদেশের গরম ও আর্দ্র আবহাওয়ার কথা ভেবে তৈরি।'),
    ],
    warranties: [],
  },
  {
    category: 'formal-shirts',
    weight: 12,
    price: [900, 2500],
    sizes: SIZE_SETS.apparel,
    colours: ['white', 'sky', 'pink', 'grey', 'navy', 'cream', 'black'],
    lines: [
      {
        garment: 'formal-shirt',
        types: [bi('Formal Shirt', 'ফরমাল শার্ট')],
        materials: [
          mat('Cotton', 'সুতি', 0.3, 'made of fine combed cotton', 'মিহি কম্বড সুতি কাপড়ে তৈরি'),
          mat('Egyptian Cotton', 'মিশরীয় সুতি', 0.9, 'made of long-staple Egyptian cotton', 'লম্বা আঁশের মিশরীয় সুতিতে তৈরি'),
          mat('Poplin', 'পপলিন', 0.4, 'made of crisp cotton poplin', 'মসৃণ সুতি পপলিনে তৈরি'),
          mat('Easy-Iron', 'ইজি-আয়রন', 0.6, 'made of easy-iron cotton that stays crisp all day', 'ইজি-আয়রন সুতিতে তৈরি, সারা দিন ভাঁজহীন থাকে'),
        ],
        styles: [bi('Oxford', 'অক্সফোর্ড'), PLAIN, bi('Pinstripe', 'পিনস্ট্রাইপ'), bi('Herringbone', 'হেরিংবোন'), bi('Micro-Check', 'মাইক্রো চেক')],
      },
    ],
    notes: [
      bi('A sharp collar and cuffs made for office days, meetings and interviews.', 'ধারালো কলার ও কাফ—অফিস, মিটিং কিংবা ইন্টারভিউয়ের জন্য আদর্শ।'),
      bi('Wear it with a tie, or open-collared under a blazer.', 'টাই দিয়ে কিংবা ব্লেজারের নিচে খোলা কলারেও মানায়।'),
      bi('Machine washable; iron on medium heat.', 'মেশিনে ধোয়া যায়; মাঝারি তাপে ইস্ত্রি করুন।'),
    ],
    warranties: [],
  },
  {
    category: 'panjabi',
    weight: 14,
    price: [1200, 6500],
    sizes: SIZE_SETS.apparel,
    colours: ['white', 'cream', 'maroon', 'navy', 'black', 'olive', 'golden', 'sky', 'green', 'purple'],
    lines: [
      {
        garment: 'panjabi',
        types: [bi('Panjabi', 'পাঞ্জাবি')],
        materials: [
          mat('Cotton', 'সুতি', 0.15, 'made of soft cotton', 'নরম সুতি কাপড়ে তৈরি'),
          mat('Khadi', 'খাদি', 0.3, 'made of handspun Cumilla khadi', 'কুমিল্লার হাতে কাটা খাদি কাপড়ে তৈরি'),
          LINEN,
          SILK,
          mat('Endi Silk', 'এন্ডি সিল্ক', 0.9, 'made of richly textured endi silk', 'মনোরম বুননের এন্ডি সিল্কে তৈরি'),
          mat('Jacquard', 'জ্যাকার্ড', 0.7, 'woven in a self-patterned jacquard', 'নকশাদার জ্যাকার্ড বুননে তৈরি'),
        ],
        styles: [EMBROIDERED, KARCHUPI, PRINTED, PLAIN, bi('Chikankari', 'চিকনকারি')],
      },
    ],
    notes: [
      bi('Ready for Eid, weddings and Jumma prayers.', 'ঈদ, বিয়ে কিংবা জুমার নামাজে পরার জন্য মানানসই।'),
      bi('Finished with a band collar and a hand-detailed placket.', 'ব্যান্ড কলার আর হাতের কাজ করা প্ল্যাকেট এর সৌন্দর্য বাড়িয়েছে।'),
      bi('Pair it with a churidar or pyjama for a complete festive look.', 'চুড়িদার বা পায়জামার সঙ্গে পরলে উৎসবের সাজ পূর্ণ হয়।'),
    ],
    warranties: [],
  },
  {
    category: 'three-piece',
    weight: 12,
    price: [1500, 8000],
    sizes: SIZE_SETS.apparel,
    colours: ['pink', 'maroon', 'purple', 'green', 'yellow', 'sky', 'red', 'orange', 'cream', 'olive'],
    lines: [
      {
        garment: 'three-piece',
        types: [bi('Three-Piece', 'থ্রি-পিস'), bi('Salwar Kameez', 'সালোয়ার কামিজ')],
        materials: [
          COTTON,
          mat('Lawn', 'লন', 0.3, 'made of fine, airy lawn', 'মিহি ও হালকা লন কাপড়ে তৈরি'),
          GEORGETTE,
          LINEN,
          SILK,
        ],
        styles: [PRINTED, EMBROIDERED, BLOCK_PRINT, KARCHUPI, bi('Batik', 'বাটিক'), bi('Hand-Painted', 'হ্যান্ডপেইন্টেড')],
      },
    ],
    notes: [
      bi('The set includes the kameez, salwar and a matching dupatta.', 'সেটে রয়েছে কামিজ, সালোয়ার ও মানানসই ওড়না।'),
      bi('Comfortable for daily wear and elegant enough for dawats and Eid visits.', 'প্রতিদিন পরার মতো আরামদায়ক, আবার দাওয়াত বা ঈদের বেড়ানোতেও মানানসই।'),
      bi('A gentle hand wash in cold water keeps the colours bright.', 'ঠান্ডা পানিতে আলতো হাতে ধুলে রং উজ্জ্বল থাকে।'),
    ],
    warranties: [],
  },
  {
    category: 'sarees',
    weight: 10,
    price: [1800, 25000],
    sizes: SIZE_SETS.free,
    colours: ['red', 'maroon', 'green', 'yellow', 'pink', 'purple', 'navy', 'orange', 'white', 'golden', 'sky'],
    lines: [
      {
        garment: 'saree',
        types: [bi('Saree', 'শাড়ি')],
        materials: [
          mat('Jamdani', 'জামদানি', 0.95, 'handwoven in the centuries-old Jamdani tradition of Rupganj', 'রূপগঞ্জের শতবর্ষী জামদানি ঐতিহ্যে হাতে বোনা'),
          mat('Tangail Cotton', 'টাঙ্গাইল সুতি', 0.1, 'woven on the handlooms of Tangail', 'টাঙ্গাইলের তাঁতে বোনা'),
          mat('Katan', 'কাতান', 0.75, 'woven in rich katan silk', 'জমকালো কাতান বুননে তৈরি'),
          mat('Rajshahi Silk', 'রাজশাহী সিল্ক', 0.7, 'made of pure Rajshahi silk', 'খাঁটি রাজশাহী সিল্কে তৈরি'),
          mat('Muslin', 'মসলিন', 0.9, 'made of feather-light muslin', 'পালকের মতো হালকা মসলিনে তৈরি'),
          mat('Half-Silk', 'হাফ সিল্ক', 0.3, 'made of soft half-silk', 'নরম হাফ সিল্কে তৈরি'),
          GEORGETTE,
        ],
        styles: [bi('Handwoven', 'হাতে বোনা'), bi('Zari Border', 'জরি পাড়'), PRINTED, BLOCK_PRINT, EMBROIDERED, bi('Buti', 'বুটি')],
      },
    ],
    notes: [
      bi('Comes with an unstitched blouse piece.', 'সঙ্গে রয়েছে আনস্টিচড ব্লাউজ পিস।'),
      bi('About 5.5 metres long, ideal for weddings, Pohela Boishakh and festive evenings.', 'প্রায় সাড়ে পাঁচ মিটার লম্বা—বিয়ে, পহেলা বৈশাখ কিংবা উৎসবের সন্ধ্যার জন্য আদর্শ।'),
      bi('Dry clean it the first time to keep the weave and border at their best.', 'বুনন ও পাড় ভালো রাখতে প্রথমবার ড্রাই ক্লিন করুন।'),
    ],
    warranties: [],
  },
  {
    category: 't-shirts',
    weight: 10,
    price: [350, 1200],
    sizes: SIZE_SETS.apparel,
    colours: ['white', 'black', 'navy', 'grey', 'red', 'olive', 'yellow', 'sky', 'maroon', 'green', 'orange'],
    lines: [
      {
        garment: 'tshirt',
        types: [bi('T-Shirt', 'টি-শার্ট')],
        materials: [COTTON, mat('Combed Cotton', 'কম্বড সুতি', 0.5, 'knitted from combed cotton', 'কম্বড সুতায় বোনা')],
        styles: [bi('Round Neck', 'রাউন্ড নেক'), bi('V-Neck', 'ভি-নেক'), bi('Graphic Print', 'গ্রাফিক প্রিন্ট'), PLAIN],
      },
      {
        garment: 'tshirt',
        types: [bi('Polo Shirt', 'পোলো শার্ট')],
        materials: [mat('Pique', 'পিকে', 0.7, 'knitted in breathable cotton pique', 'বাতাস চলাচলের উপযোগী সুতি পিকে বুননে তৈরি'), COTTON],
        styles: [PLAIN, STRIPED, bi('Contrast Collar', 'কনট্রাস্ট কলার')],
      },
    ],
    notes: [
      bi('180 GSM fabric that stays soft and keeps its shape.', '১৮০ জিএসএম কাপড়, নরম থাকে আর আকার হারায় না।'),
      bi('An everyday essential for campus, the gym or home.', 'ক্যাম্পাস, জিম কিংবা বাসায়—প্রতিদিনের অপরিহার্য পোশাক।'),
      bi('Pre-shrunk, so the fit you buy is the fit you keep.', 'আগেই সংকোচন করা, তাই ধোয়ার পরও মাপ ঠিক থাকে।'),
    ],
    warranties: [],
  },
  {
    category: 'jeans-trousers',
    weight: 9,
    price: [900, 3200],
    sizes: SIZE_SETS.waist,
    colours: ['navy', 'black', 'grey', 'sky', 'olive', 'brown', 'cream'],
    lines: [
      {
        garment: 'trousers',
        types: [plural('Jeans', 'জিন্স প্যান্ট')],
        materials: [DENIM, mat('Stretch Denim', 'স্ট্রেচ ডেনিম', 0.6, 'made of comfort-stretch denim', 'আরামদায়ক স্ট্রেচ ডেনিমে তৈরি')],
        styles: [SLIM_FIT, bi('Straight Fit', 'স্ট্রেইট ফিট'), REGULAR_FIT, bi('Washed', 'ওয়াশড')],
      },
      {
        garment: 'trousers',
        types: [plural('Chino Pants', 'চিনো প্যান্ট')],
        materials: [mat('Cotton Twill', 'সুতি টুইল', 0.4, 'made of soft cotton twill', 'নরম সুতি টুইলে তৈরি'), GABARDINE],
        styles: [SLIM_FIT, REGULAR_FIT],
      },
      {
        garment: 'trousers',
        types: [plural('Formal Trousers', 'ফরমাল প্যান্ট')],
        materials: [GABARDINE, mat('Wool Blend', 'উল ব্লেন্ড', 0.9, 'tailored from a fine tropical wool blend', 'মিহি ট্রপিক্যাল উল ব্লেন্ডে তৈরি')],
        styles: [bi('Flat-Front', 'ফ্ল্যাট-ফ্রন্ট'), bi('Pleated', 'প্লিটেড')],
      },
    ],
    notes: [
      bi('A mid-rise waist with belt loops and deep pockets.', 'মাঝারি উচ্চতার কোমর, বেল্ট লুপ আর গভীর পকেট।'),
      bi('The shop shortens the hem for free.', 'শপ থেকে বিনা খরচে প্যান্টের ঝুল ঠিক করে দেওয়া হয়।'),
      bi('Wash it inside out to keep the colour deep.', 'রং গাঢ় রাখতে উল্টো করে ধুয়ে নিন।'),
    ],
    warranties: [],
  },
  {
    category: 'kids-wear',
    weight: 6,
    price: [450, 2200],
    sizes: SIZE_SETS.kids,
    colours: ['pink', 'yellow', 'sky', 'red', 'green', 'orange', 'purple', 'white'],
    lines: [
      {
        garment: 'kids',
        types: [bi('Frock', 'ফ্রক'), bi('Gown', 'গাউন')],
        materials: [
          COTTON,
          mat('Net', 'নেট', 0.6, 'made of layered net over a soft cotton lining', 'নরম সুতির লাইনিংয়ের ওপর স্তরে স্তরে নেটে তৈরি'),
          SILK,
        ],
        styles: [bi('Party', 'পার্টি'), PRINTED, bi('Smocked', 'স্মকড'), EMBROIDERED],
      },
    ],
    notes: [
      bi('Soft seams and a cotton lining are gentle on young skin.', 'নরম সেলাই আর সুতির লাইনিং শিশুর ত্বকের জন্য আরামদায়ক।'),
      bi('Perfect for birthdays, Eid and family dawats.', 'জন্মদিন, ঈদ কিংবা পারিবারিক দাওয়াতের জন্য চমৎকার।'),
      bi('Check the age chart; if in doubt, choose one size up.', 'বয়স অনুযায়ী মাপ দেখে নিন; দ্বিধা থাকলে এক সাইজ বড় নিন।'),
    ],
    warranties: [],
  },
  {
    category: 'shoes',
    weight: 6,
    price: [900, 6500],
    sizes: SIZE_SETS.shoe,
    colours: ['black', 'brown', 'navy', 'grey', 'white', 'cream'],
    lines: [
      {
        garment: 'shoes',
        types: [pair('Loafers', 'লোফার')],
        materials: [LEATHER, mat('Suede', 'সোয়েড', 0.6, 'made of soft suede', 'নরম সোয়েড চামড়ায় তৈরি'), SYNTHETIC],
        styles: [bi('Tassel', 'ট্যাসেল'), bi('Penny', 'পেনি'), bi('Horsebit', 'হর্সবিট')],
      },
      {
        garment: 'shoes',
        types: [pair('Formal Shoes', 'ফরমাল সু')],
        materials: [LEATHER, SYNTHETIC],
        styles: [bi('Oxford', 'অক্সফোর্ড'), bi('Derby', 'ডার্বি'), bi('Brogue', 'ব্রোগ')],
      },
      {
        garment: 'shoes',
        types: [pair('Sneakers', 'স্নিকার্স')],
        materials: [CANVAS, SYNTHETIC, mat('Mesh', 'মেশ', 0.35, 'made of breathable knit mesh', 'বাতাস চলাচলের উপযোগী মেশ কাপড়ে তৈরি')],
        styles: [bi('Low-Top', 'লো-টপ'), CASUAL, bi('Running', 'রানিং')],
      },
    ],
    notes: [
      bi('A cushioned insole and rubber outsole keep you comfortable all day.', 'নরম ইনসোল আর রাবারের সোল সারা দিন আরাম দেয়।'),
      bi('Made by skilled shoemakers in Bhairab.', 'ভৈরবের দক্ষ কারিগরদের হাতে তৈরি।'),
      bi('True to size: order your usual size.', 'মাপ একদম ঠিকঠাক: আপনার সাধারণ মাপটিই অর্ডার করুন।'),
    ],
    warranties: [
      bi('6 months warranty on sole and stitching', 'সোল ও সেলাইয়ে ৬ মাসের ওয়ারেন্টি'),
      bi('3 months warranty against manufacturing defects', 'উৎপাদনজনিত ত্রুটিতে ৩ মাসের ওয়ারেন্টি'),
    ],
  },
  {
    category: 'bags',
    weight: 4,
    price: [800, 7500],
    // Shipped boxed and stuffed, so couriers charge them by volume.
    shippingCost: 80,
    sizes: SIZE_SETS.free,
    colours: ['black', 'brown', 'navy', 'maroon', 'olive', 'cream', 'grey'],
    lines: [
      {
        garment: 'bag',
        types: [bi('Handbag', 'হ্যান্ডব্যাগ'), bi('Shoulder Bag', 'শোল্ডার ব্যাগ')],
        materials: [LEATHER, SYNTHETIC, JUTE],
        styles: [bi('Office', 'অফিস'), bi('Party', 'পার্টি'), CASUAL],
      },
      {
        garment: 'bag',
        types: [bi('Tote Bag', 'টোট ব্যাগ')],
        materials: [JUTE, CANVAS],
        styles: [PRINTED, PLAIN, EMBROIDERED],
      },
    ],
    notes: [
      bi('Several inner pockets keep your phone, wallet and keys in order.', 'ভেতরের একাধিক পকেটে ফোন, মানিব্যাগ আর চাবি গুছিয়ে রাখা যায়।'),
      bi('Sturdy handles and metal fittings are built for daily use.', 'প্রতিদিনের ব্যবহারের জন্য মজবুত হাতল ও ধাতব ফিটিং।'),
      bi('Wipe with a soft dry cloth and keep it out of heavy rain.', 'নরম শুকনো কাপড়ে মুছে নিন; দীর্ঘ সময় বৃষ্টিতে ভেজাবেন না।'),
    ],
    warranties: [
      bi('1 year warranty on zips and hardware', 'চেইন ও ধাতব অংশে ১ বছরের ওয়ারেন্টি'),
      bi('6 months warranty on stitching', 'সেলাইয়ে ৬ মাসের ওয়ারেন্টি'),
    ],
  },
  {
    category: 'watches',
    weight: 4,
    price: [1500, 15000],
    sizes: SIZE_SETS.free,
    colours: ['black', 'brown', 'navy', 'grey', 'golden', 'white'],
    lines: [
      {
        garment: 'watch',
        types: [bi('Analog Watch', 'অ্যানালগ ঘড়ি'), bi('Chronograph Watch', 'ক্রোনোগ্রাফ ঘড়ি')],
        materials: [
          mat('Stainless Steel', 'স্টেইনলেস স্টিল', 0.7, 'built with a stainless steel case and bracelet', 'স্টেইনলেস স্টিলের কেস ও বেল্টে তৈরি'),
          mat('Leather Strap', 'লেদার স্ট্র্যাপ', 0.5, 'fitted with a genuine leather strap', 'আসল চামড়ার বেল্টযুক্ত'),
          mat('Silicone Strap', 'সিলিকন স্ট্র্যাপ', 0.2, 'fitted with a soft silicone strap', 'নরম সিলিকন বেল্টযুক্ত'),
        ],
        styles: [bi('Classic', 'ক্লাসিক'), bi('Minimal', 'মিনিমাল'), bi('Sports', 'স্পোর্টস')],
      },
    ],
    notes: [
      bi('Water resistant to 30 metres: safe in the rain and during wudu.', '৩০ মিটার পর্যন্ত পানিরোধী—বৃষ্টি বা ওজুর সময় নিশ্চিন্তে পরা যায়।'),
      bi('A Japanese quartz movement keeps accurate time.', 'জাপানি কোয়ার্টজ মুভমেন্ট নির্ভুল সময় দেয়।'),
      bi('Arrives in a gift box, ready for Eid or a birthday.', 'গিফট বক্সে আসে—ঈদ বা জন্মদিনের উপহারের জন্য তৈরি।'),
    ],
    warranties: [
      bi('1 year official warranty', '১ বছরের অফিসিয়াল ওয়ারেন্টি'),
      bi('2 years warranty on the movement', 'মুভমেন্টে ২ বছরের ওয়ারেন্টি'),
    ],
  },
  {
    category: 'lungi',
    weight: 4,
    price: [350, 1500],
    sizes: SIZE_SETS.free,
    colours: ['navy', 'maroon', 'green', 'sky', 'white', 'brown', 'purple', 'black'],
    lines: [
      {
        garment: 'lungi',
        types: [bi('Lungi', 'লুঙ্গি')],
        materials: [
          mat('Cotton', 'সুতি', 0.3, 'woven from soft cotton yarn', 'নরম সুতি সুতায় বোনা'),
          mat('Handloom', 'তাঁতের', 0.6, 'woven on traditional handlooms', 'ঐতিহ্যবাহী তাঁতে বোনা'),
        ],
        styles: [CHECK, STRIPED, bi('Batik', 'বাটিক'), PLAIN],
      },
    ],
    notes: [
      bi('Sewn into a tube and ready to wear.', 'সেলাই করা, সরাসরি পরার উপযোগী।'),
      bi('Soft, absorbent fabric for hot summer nights.', 'গরমের রাতের জন্য নরম ও ঘাম শোষণকারী কাপড়।'),
      bi('The colours stay fast wash after wash.', 'বারবার ধোয়ার পরও রং ওঠে না।'),
    ],
    warranties: [],
  },
];

/** Optional first word of a product name. */
export const ADJECTIVES: readonly Bilingual[] = [
  bi('Premium', 'প্রিমিয়াম'),
  bi('Exclusive', 'এক্সক্লুসিভ'),
  bi('Signature', 'সিগনেচার'),
  bi('Eid Special', 'ঈদ স্পেশাল'),
];
