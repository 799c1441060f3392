/** What SSLCommerz tells the merchant about a finished payment, and its delivery to `ipn_url`. */
import type { FastifyBaseLogger } from 'fastify';
import { randomId } from '../random-id';
import { type SslcommerzSession, sslcommerzTime, WALLETS, type Wallet } from './sslcommerz-sessions';

const IPN_TIMEOUT_MS = 5000;

/** The IPN's fields, also the validation API's answer: what SSLCommerz says about one finished payment. */
export function outcomeFields(session: SslcommerzSession, status: string, wallet: Wallet, valId: string | undefined) {
  const { request } = session;
  const cents = Math.round(Number(request.total_amount) * 100);
  const storeCents = cents - Math.round((cents * 25) / 1000);
  const storeAmount = `${Math.floor(storeCents / 100)}.${String(storeCents % 100).padStart(2, '0')}`;
  return {
    status,
    tran_date: sslcommerzTime(),
    tran_id: request.tran_id!,
    ...(valId && { val_id: valId }),
    amount: request.total_amount!,
    store_amount: storeAmount,
    currency: 'BDT',
    bank_tran_id: randomId(18),
    card_type: WALLETS[wallet].cardType,
    card_no: '',
    card_issuer: WALLETS[wallet].label,
    card_brand: 'MOBILEBANKING',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    currency_type: 'BDT',
    currency_amount: request.total_amount!,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: request.value_a ?? '',
    value_b: request.value_b ?? '',
    value_c: request.value_c ?? '',
    value_d: request.value_d ?? '',
    risk_level: '0',
    risk_title: 'Safe',
  };
}

export async function postIpn(url: string, fields: Record<string, string>, log: FastifyBaseLogger): Promise<void> {
  try {
    await fetch(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
    });
  } catch (error) {
    log.warn({ url, error: String(error) }, 'IPN not delivered');
  }
}
