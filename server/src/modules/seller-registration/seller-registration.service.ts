/**
 * Sell on Haat: a seller registers a shop with a new account in one transaction (the mobile proven by the code of
 * POST /guest/otp, used up inside it). The shop stays `pending`, invisible to shoppers (lib/visible-shops.ts), until
 * the back office approves it (the account becomes `scope: vendor`) or rejects it with a reason; either decision
 * texts the applicant in their language once it has committed.
 */
import type { AdminVendorApplication, Locale, Page, VendorApplication, VendorStatus } from '#contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { uniqueViolationOf } from '../../db/unique-violation';
import { translate } from '../../i18n/locale';
import { pageOf } from '../../lib/page-of';
import { hashPassword } from '../../lib/passwords';
import { checkRateLimit, type RateLimitRule, reserveRateLimits } from '../../lib/rate-limits/rate-limits';
import { sendAfterAnswer } from '../../lib/sms/send-after-answer';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { conflict, type FieldMessage, notFound, validationFailed } from '../../plugins/http-errors';
import type { RequestContext } from '../../plugins/request-context';
import { addressPlaces, placeErrors } from '../addresses/addresses.service';
import { contactTakenError } from '../auth/auth.service';
import { insertUser, takenContacts, updateUser } from '../auth/users.service';
import { categoryRows } from '../categories/categories.service';
import { checkGuestOrderCode, useGuestOrderCode } from '../otp/guest-order-code.service';
import type { OtpSetup } from '../otp/otp.service';
import {
  type ApplicationListRow,
  type ApplicationRow,
  findApplication,
  findApplications,
  insertApplication,
  insertShop,
  recordDecision,
  slugsLike,
  takenShopNames,
} from './seller-registration.repository';
import type { VendorRegistrationInput } from './seller-registration.schemas';
import { freeSlug, shopSlugBase } from './shop-slug';

/** What the registration and the decisions keep for the app's life: the codes' setup, where SMS go, the site. */
export interface SellerRegistrationSetup {
  otp: OtpSetup;
  sms: SmsProvider;
  siteUrl: Config['siteUrl'];
}

/** Shops registered from one client IP: a person registers one shop; a few share an office or a carrier's address. */
const REGISTRATIONS_PER_IP: RateLimitRule[] = [{ limit: 5, windowSeconds: 60 * 60 }];
const ipKey = (ip: string) => `vendor-registration:ip:${ip}`;

type Errors = Record<string, FieldMessage[]>;

/** Field errors of ids that the database must confirm: the pickup's places and the categories. */
async function placeAndCategoryErrors(ctx: RequestContext, input: VendorRegistrationInput): Promise<Errors> {
  const errors = placeErrors(input);
  if (input.category_ids?.length) {
    const known = new Set((await categoryRows(ctx)).map((category) => category.id));
    if (input.category_ids.some((id) => !known.has(id))) {
      errors.category_ids = [{ key: 'sellerRegistration.unknownCategory' }];
    }
  }
  return errors;
}

const shopNameTaken: FieldMessage[] = [{ key: 'sellerRegistration.shopNameTaken' }];

/** The Bengali name's field: its own when it was given, else the English one it copied. */
const bengaliNameField = (input: VendorRegistrationInput) => (input.shop_name_bn ? 'shop_name_bn' : 'shop_name');

/** 422 on each field another shop or account already has. */
async function assertNothingTaken(ctx: RequestContext, input: VendorRegistrationInput, nameBn: string) {
  const names = await takenShopNames(ctx.db, input.shop_name, nameBn);
  const contacts = await takenContacts(ctx.db, { phone: input.phone, email: input.email });
  const errors: Errors = {};
  if (names.en) errors.shop_name = shopNameTaken;
  if (names.bn) errors[bengaliNameField(input)] = shopNameTaken;
  if (contacts.phone) errors.phone = [{ key: 'auth.phoneTaken' }];
  if (contacts.email) errors.email = [{ key: 'auth.emailTaken' }];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * The 422 of assertNothingTaken for a registration that lost a race to a concurrent one: both passed the check and
 * a unique index refused the second (or the code was used up by the first). Any other error is answered as it is.
 */
function takenError(error: unknown, input: VendorRegistrationInput): unknown {
  const index = uniqueViolationOf(error);
  if (index === 'vendors_name_en_key' || index === 'vendors_slug_key') {
    return validationFailed({ shop_name: shopNameTaken });
  }
  if (index === 'vendors_name_bn_key') return validationFailed({ [bengaliNameField(input)]: shopNameTaken });
  return contactTakenError(error);
}

const toApplication = (row: ApplicationRow, names: { en: string; bn: string }): VendorApplication => ({
  id: row.id,
  vendor_id: row.vendorId,
  shop_name: names.en,
  shop_name_bn: names.bn,
  status: row.status,
  reject_reason: row.rejectReason,
  created_at: row.createdAt.toISOString(),
});

/** What shoppers see of a shop's place: its upazila and district, never the pickup address line. */
function shopArea(ids: Parameters<typeof addressPlaces>[0], locale: Locale): string {
  const { upazila, district } = addressPlaces(ids, locale);
  return [upazila.name, district.name].filter(Boolean).join(', ');
}

/** The shop (pending, its path name free), its owner's account and the application, inside `tx`. */
async function insertRegistration(
  tx: Database,
  ctx: Pick<RequestContext, 'now' | 'locale'>,
  input: VendorRegistrationInput,
  { nameBn, passwordHash }: { nameBn: string; passwordHash: string },
): Promise<ApplicationRow> {
  const slugBase = shopSlugBase(input.shop_name);
  const pickupPhone = input.pickup_phone ?? input.phone;
  const ids = { divisionId: input.division_id, districtId: input.district_id, upazilaId: input.upazila_id };
  const vendorId = await insertShop(tx, {
    slug: freeSlug(slugBase, await slugsLike(tx, slugBase)),
    nameEn: input.shop_name,
    nameBn,
    phone: pickupPhone,
    addressEn: shopArea(ids, 'en'),
    addressBn: shopArea(ids, 'bn'),
    status: 'pending',
    dbid: input.dbid ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const user = await insertUser(tx, {
    name: input.name,
    phone: input.phone,
    phoneVerifiedAt: ctx.now,
    email: input.email,
    passwordHash,
    vendorId,
    locale: ctx.locale,
  });
  return insertApplication(tx, {
    vendorId,
    userId: user.id,
    ownerName: input.name,
    email: input.email,
    nid: input.nid,
    tradeLicence: input.trade_licence ?? null,
    divisionId: input.division_id,
    districtId: input.district_id,
    upazilaId: input.upazila_id,
    addressLine: input.address_line,
    pickupPhone,
    payoutType: input.payout.type,
    payoutAccount: input.payout.account,
    categoryIds: input.category_ids ?? [],
    createdAt: ctx.now,
  });
}

/** POST /vendor/registration: the account, its pending shop and the application, in one transaction. */
export async function registerShop(
  ctx: RequestContext,
  setup: SellerRegistrationSetup,
  input: VendorRegistrationInput,
): Promise<VendorApplication> {
  await checkRateLimit(ctx.db, ipKey(ctx.ip), REGISTRATIONS_PER_IP, 'sellerRegistration.tooManyRegistrations');
  const invalid = await placeAndCategoryErrors(ctx, input);
  if (Object.keys(invalid).length > 0) throw validationFailed(invalid);
  const nameBn = input.shop_name_bn ?? input.shop_name;
  // The code first: what is taken (a phone, an email) is told only to whoever proved the phone. The code is only
  // checked here, so it stays good for the corrected form.
  await checkGuestOrderCode(ctx, setup.otp, input.phone, input.otp);
  await assertNothingTaken(ctx, input, nameBn);
  // The place is taken before the password hash, so a burst cannot hash more than the limit allows.
  const reservation = await reserveRateLimits(ctx.db, [
    { key: ipKey(ctx.ip), rules: REGISTRATIONS_PER_IP, messageKey: 'sellerRegistration.tooManyRegistrations' },
  ]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await useGuestOrderCode(tx, { ...ctx, db: tx }, setup.otp, input.phone, input.otp);
      const application = await insertRegistration(tx, ctx, input, { nameBn, passwordHash });
      return toApplication(application, { en: input.shop_name, bn: nameBn });
    });
  } catch (error) {
    // Only registrations that went through count: one refused, even here by a unique index, gives its place back.
    await ctx.db.transaction((tx) => reservation.release(tx));
    throw takenError(error, input);
  }
}

async function adminView(ctx: RequestContext, rows: ApplicationListRow[]): Promise<AdminVendorApplication[]> {
  const categoryNames = new Map((await categoryRows(ctx)).map((row) => [row.id, row.name]));
  return rows.map(({ application: row, shopNameEn, shopNameBn, dbid, ownerName, ownerPhone }) => {
    const places = addressPlaces(row, ctx.locale);
    return {
      ...toApplication(row, { en: shopNameEn, bn: shopNameBn }),
      owner: { user_id: row.userId, name: ownerName, phone: ownerPhone, email: row.email },
      nid: row.nid,
      trade_licence: row.tradeLicence,
      dbid,
      pickup: { ...places, address_line: row.addressLine, phone: row.pickupPhone },
      payout: { type: row.payoutType, account: row.payoutAccount },
      categories: row.categoryIds.map((id) => ({ id, name: categoryNames.get(id) ?? '' })),
      decided_at: row.decidedAt?.toISOString() ?? null,
    };
  });
}

const ADMIN_PAGE_SIZE = 20;

/** GET /admin/vendors: the applications, newest first, of one status or all. */
export async function adminVendorApplications(
  ctx: RequestContext,
  query: { status?: VendorStatus; page: number },
): Promise<Page<AdminVendorApplication>> {
  const { rows, total } = await findApplications(ctx.db, {
    status: query.status,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return pageOf(await adminView(ctx, rows), total, query.page, ADMIN_PAGE_SIZE);
}

async function applicationOf(ctx: RequestContext, vendorId: number, lock = false): Promise<ApplicationListRow> {
  const row = await findApplication(ctx.db, vendorId, { lock });
  if (!row) throw notFound('sellerRegistration.notFound');
  return row;
}

/** GET /admin/vendors/{id}, by the shop's id. */
export async function adminVendorApplication(ctx: RequestContext, vendorId: number): Promise<AdminVendorApplication> {
  const [view] = await adminView(ctx, [await applicationOf(ctx, vendorId)]);
  if (!view) throw notFound('sellerRegistration.notFound');
  return view;
}

type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * POST /admin/vendors/{id}/approve|reject: decides a pending application once (409 after); approval makes the
 * account a seller. The applicant gets an SMS in their language after the commit.
 */
export async function decideShop(
  ctx: RequestContext,
  setup: SellerRegistrationSetup,
  vendorId: number,
  decision: Decision,
): Promise<AdminVendorApplication> {
  const decided = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await applicationOf(txCtx, vendorId, true);
    const { status } = row.application;
    if (status !== 'pending') {
      throw conflict('sellerRegistration.alreadyDecided', {
        status: translate(ctx.locale, `sellerRegistration.status.${status}`),
      });
    }
    const rejectReason = decision.status === 'rejected' ? decision.reason : null;
    await recordDecision(tx, vendorId, { status: decision.status, rejectReason, now: ctx.now });
    if (decision.status === 'approved') await updateUser(tx, row.application.userId, { scope: 'vendor' });
    return applicationOf(txCtx, vendorId);
  });
  sendDecisionSms(ctx, setup, decided);
  const [view] = await adminView(ctx, [decided]);
  if (!view) throw notFound('sellerRegistration.notFound');
  return view;
}

function sendDecisionSms(
  ctx: Pick<RequestContext, 'log'>,
  setup: SellerRegistrationSetup,
  { application, shopNameEn, shopNameBn, ownerPhone, ownerLocale }: ApplicationListRow,
): void {
  if (!ownerPhone) return;
  const shop = ownerLocale === 'bn' ? shopNameBn : shopNameEn;
  const text =
    application.status === 'approved'
      ? translate(ownerLocale, 'sellerRegistration.smsApproved', {
          shop,
          url: `${setup.siteUrl}${ownerLocale === 'bn' ? '/bn' : ''}/user/dashboard`,
        })
      : translate(ownerLocale, 'sellerRegistration.smsRejected', { shop, reason: application.rejectReason ?? '' });
  sendAfterAnswer(setup.sms, ctx.log, { to: ownerPhone, text }, { vendorId: application.vendorId });
}
