/** Server messages in both languages. `bn` is typed against `en`'s keys, and a test checks both ways. */
const en = {
  'errors.badRequest': 'The request could not be understood.',
  'errors.unauthenticated': 'Please sign in to continue.',
  'errors.forbidden': 'You are not allowed to do that.',
  'errors.notFound': 'Not found.',
  'errors.routeNotFound': 'There is nothing at {method} {url}.',
  'errors.productNotFound': 'This product does not exist or is no longer sold.',
  'errors.vendorNotFound': 'This shop does not exist.',
  'errors.conflict': 'This conflicts with something that already exists.',
  'errors.validationFailed': 'Some fields are not valid.',
  'errors.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'errors.internal': 'Something went wrong on our side. Please try again later.',
  'filters.unknownCategory': 'There is no category "{value}".',
  'filters.unknownBrand': 'There is no brand "{value}".',
  'filters.unknownVendor': 'There is no shop with id {value}.',
  'newsletter.subscribed': 'Thank you! You are subscribed to our newsletter.',
  'newsletter.alreadySubscribed': 'This email address is already subscribed.',
  'options.color': 'Colour',
  'options.size': 'Size',
} as const;

export type MessageKey = keyof typeof en;

const bn: Record<MessageKey, string> = {
  'errors.badRequest': 'অনুরোধটি বোঝা যায়নি।',
  'errors.unauthenticated': 'চালিয়ে যেতে সাইন ইন করুন।',
  'errors.forbidden': 'আপনার এটি করার অনুমতি নেই।',
  'errors.notFound': 'পাওয়া যায়নি।',
  'errors.routeNotFound': '{method} {url} ঠিকানায় কিছু নেই।',
  'errors.productNotFound': 'এই পণ্যটি নেই বা আর বিক্রি হয় না।',
  'errors.vendorNotFound': 'এই দোকানটি নেই।',
  'errors.conflict': 'এটি আগে থেকে থাকা কিছুর সাথে মেলে না।',
  'errors.validationFailed': 'কিছু ঘর সঠিক নয়।',
  'errors.rateLimited': 'অনেক বেশি অনুরোধ। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  'errors.internal': 'আমাদের দিকে কিছু সমস্যা হয়েছে। পরে আবার চেষ্টা করুন।',
  'filters.unknownCategory': '"{value}" নামে কোনো ক্যাটাগরি নেই।',
  'filters.unknownBrand': '"{value}" নামে কোনো ব্র্যান্ড নেই।',
  'filters.unknownVendor': '{value} আইডির কোনো দোকান নেই।',
  'newsletter.subscribed': 'ধন্যবাদ! আপনি আমাদের নিউজলেটারে সাবস্ক্রাইব করেছেন।',
  'newsletter.alreadySubscribed': 'এই ইমেইল ঠিকানাটি আগেই সাবস্ক্রাইব করা আছে।',
  'options.color': 'রং',
  'options.size': 'সাইজ',
};

export const messages = { en, bn } as const;
