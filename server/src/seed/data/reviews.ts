/**
 * Demo reviewers and what they write. Each review is in the language its author wrote it in, so both appear on
 * every page; texts are grouped by the stars they go with.
 */

export const REVIEWER_NAMES: readonly string[] = [
  'Rahima Khatun',
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Sakib Hasan',
  'Farhana Akter',
  'Mahmudul Islam',
  'Sumaiya Rahman',
  'Arif Chowdhury',
  'Jannatul Ferdous',
  'Imran Hossain',
  'Tahmina Begum',
  'Rakib Uddin',
  'রহিমা খাতুন',
  'তানভীর আহমেদ',
  'নুসরাত জাহান',
  'সাকিব হাসান',
  'ফারহানা আক্তার',
  'মাহমুদুল ইসলাম',
  'সুমাইয়া রহমান',
  'আরিফ চৌধুরী',
  'জান্নাতুল ফেরদৌস',
  'ইমরান হোসেন',
  'তাহমিনা বেগম',
  'রাকিব উদ্দিন',
];

/** Product reviews by stars: 1–2, 3, 4–5. */
export const PRODUCT_REVIEWS: Record<'low' | 'mid' | 'high', readonly string[]> = {
  low: [
    'The colour faded after the first wash.',
    'Stitching came loose within a week. Not worth the price.',
    'The size runs much smaller than the chart says.',
    'প্রথম ধোয়াতেই রং উঠে গেছে।',
    'সেলাই এক সপ্তাহেই খুলে গেছে। দামের তুলনায় ভালো না।',
    'মাপ চার্টের চেয়ে অনেক ছোট।',
  ],
  mid: [
    'Fabric is fine, but it looks different from the pictures.',
    'Okay for everyday wear. The fit is a little loose.',
    'Decent quality for the price, delivery took a while.',
    'কাপড় ঠিক আছে, তবে ছবির সাথে একটু পার্থক্য আছে।',
    'প্রতিদিন পরার জন্য চলে। ফিটিং একটু ঢিলা।',
    'দামের তুলনায় মান মোটামুটি ভালো।',
  ],
  high: [
    'Exactly as pictured. Soft fabric and neat stitching.',
    'Perfect fit, I ordered my usual size. Will buy again.',
    'Lovely colour, and it stayed bright after washing.',
    'Bought it for Eid and everyone asked where it was from.',
    'Great quality for the price. Highly recommended.',
    'ছবির মতোই পেয়েছি। কাপড় নরম, সেলাই সুন্দর।',
    'মাপ একদম ঠিক হয়েছে। আবার কিনব।',
    'রংটা খুব সুন্দর, ধোয়ার পরেও উজ্জ্বল আছে।',
    'ঈদের জন্য কিনেছিলাম, সবাই প্রশংসা করেছে।',
    'দামের তুলনায় চমৎকার মান। সবাইকে সুপারিশ করব।',
  ],
};

/** Seller reviews by stars: 1–2, 3, 4–5. */
export const SELLER_REVIEWS: Record<'low' | 'mid' | 'high', readonly string[]> = {
  low: ['The seller did not answer my messages.', 'বিক্রেতা আমার মেসেজের উত্তর দেননি।'],
  mid: ['Packed well, but shipped two days late.', 'প্যাকেজিং ভালো ছিল, তবে দুই দিন দেরিতে পাঠিয়েছে।'],
  high: [
    'Well packed and shipped the same day.',
    'The seller helped me choose the right size.',
    'খুব ভালোভাবে প্যাক করা ছিল, একই দিনে পাঠিয়েছে।',
    'বিক্রেতা সঠিক মাপ বেছে নিতে সাহায্য করেছেন।',
  ],
};
