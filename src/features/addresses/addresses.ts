import type { Address, AddressBody, AddressType, Locale } from '#contract';
import { isSafeRedirectPath } from '#contract/redirect';
import { bangladeshiMobile } from '@/features/auth/auth';
import { localePath } from '@/lib/paths';

/** The address form's state: ids stay null until the shopper picks a place. */
export interface AddressDraft {
  name: string;
  phone: string;
  division_id: number | null;
  district_id: number | null;
  upazila_id: number | null;
  address_line: string;
  type: AddressType;
  is_default_delivery: boolean;
  is_default_billing: boolean;
}

type DraftField = keyof AddressDraft;
/** Keys of the `addresses.errors` strings. */
type DraftProblem = 'required' | 'phone' | 'tooLong';
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>;

const NAME_MAX = 100;
const ADDRESS_LINE_MAX = 300;

export function emptyDraft(): AddressDraft {
  return {
    name: '',
    phone: '',
    division_id: null,
    district_id: null,
    upazila_id: null,
    address_line: '',
    type: 'home',
    is_default_delivery: false,
    is_default_billing: false,
  };
}

export function draftFromAddress(address: Address): AddressDraft {
  return {
    name: address.name,
    phone: address.phone,
    division_id: address.division.id,
    district_id: address.district.id,
    upazila_id: address.upazila.id,
    address_line: address.address_line,
    type: address.type,
    is_default_delivery: address.is_default_delivery,
    is_default_billing: address.is_default_billing,
  };
}

/** The three place ids of a form with the place pickers (an address, a seller's pickup address). */
export type PlaceIds = Pick<AddressDraft, 'division_id' | 'district_id' | 'upazila_id'>;

/** Choosing a division clears the district and upazila below it; choosing a district clears the upazila. */
export function pickPlace<Draft extends PlaceIds>(draft: Draft, field: keyof PlaceIds, id: number | null): Draft {
  if (field === 'division_id') return { ...draft, division_id: id, district_id: null, upazila_id: null };
  if (field === 'district_id') return { ...draft, district_id: id, upazila_id: null };
  return { ...draft, upazila_id: id };
}

export function validateDraft(draft: AddressDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  const line = draft.address_line.trim();
  if (!name) errors.name = 'required';
  else if (name.length > NAME_MAX) errors.name = 'tooLong';
  if (!draft.phone.trim()) errors.phone = 'required';
  else if (!bangladeshiMobile(draft.phone)) errors.phone = 'phone';
  for (const field of ['division_id', 'district_id', 'upazila_id'] as const) {
    if (draft[field] === null) errors[field] = 'required';
  }
  if (!line) errors.address_line = 'required';
  else if (line.length > ADDRESS_LINE_MAX) errors.address_line = 'tooLong';
  return errors;
}

/** The API body of a draft that passed validateDraft. */
export function toAddressBody(draft: AddressDraft): AddressBody {
  const { division_id, district_id, upazila_id } = draft;
  if (division_id === null || district_id === null || upazila_id === null) throw new Error('Incomplete address');
  return {
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    division_id,
    district_id,
    upazila_id,
    address_line: draft.address_line.trim(),
    type: draft.type,
    is_default_delivery: draft.is_default_delivery,
    is_default_billing: draft.is_default_billing,
  };
}

/** `/user/addresses/12` and `/bn/user/addresses/12/` → 12; anything else → null. */
export function addressIdFromPath(pathname: string): number | null {
  const match = /^(?:\/bn)?\/user\/addresses\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Where the address form came from: a page of its own, or a dialog elsewhere that returns to a shop page. */
export interface AddressFormOrigin {
  uiType: 'page' | 'modal';
  redirect_to?: string;
  /** '' on English pages, '/bn' on Bengali ones. */
  langUrl?: string;
}

/** After a save: /user/addresses, or /shop/{redirect_to} with the language prefix when a dialog asked for it. */
export function afterSaveTarget(locale: Locale, origin: AddressFormOrigin = { uiType: 'page' }): string {
  const shopPath = `/shop/${origin.redirect_to?.replace(/^\/+/, '') ?? ''}`;
  if (origin.uiType === 'modal' && origin.redirect_to && isSafeRedirectPath(shopPath) && !shopPath.includes('//')) {
    const modalLocale = origin.langUrl === undefined ? locale : origin.langUrl === '/bn' ? 'bn' : 'en';
    return localePath(modalLocale, shopPath);
  }
  return localePath(locale, '/user/addresses');
}

/** Default addresses first (delivery, then billing), otherwise newest first. */
export function sortAddresses(addresses: Address[]): Address[] {
  const rank = (address: Address) => (address.is_default_delivery ? 0 : address.is_default_billing ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || b.created_at.localeCompare(a.created_at));
}

/** The update body that makes an existing address a default one (update_address takes the whole address). */
export function defaultBody(address: Address, kind: 'delivery' | 'billing'): AddressBody {
  const draft = draftFromAddress(address);
  return toAddressBody({
    ...draft,
    is_default_delivery: draft.is_default_delivery || kind === 'delivery',
    is_default_billing: draft.is_default_billing || kind === 'billing',
  });
}
