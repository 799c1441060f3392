import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';

/**
 * The HMAC key of stored one-time codes: OTP_SECRET, or a random one kept in `${dataDir}/otp-secret` (made on
 * first start, readable by the owner only). A 6-digit code has a million values, so a plain hash of it would be
 * reversed at once by whoever reads the table; without this key it cannot be.
 */
export async function loadOtpSecret(config: Pick<Config, 'otpSecret' | 'dataDir'>): Promise<string> {
  if (config.otpSecret) return config.otpSecret;
  const file = join(config.dataDir, 'otp-secret');
  await mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting together must not each write their own key.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a key shorter than 32 characters`);
  return secret;
}
