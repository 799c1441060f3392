import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Writes a new key beside `file` and links it into place: whoever links first wins, and nobody reads half a key. */
async function createKeyFile(file: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The HMAC key of stored one-time codes: OTP_SECRET, or a random one kept in `${dataDir}/otp-secret` (made on
 * first use, readable by the owner only). A 6-digit code has a million values, so a plain hash of it would be
 * reversed at once by whoever reads the table; without this key it cannot be.
 */
export async function loadOtpSecret(config: Pick<Config, 'otpSecret' | 'dataDir'>): Promise<string> {
  if (config.otpSecret) return config.otpSecret;
  const file = join(config.dataDir, 'otp-secret');
  const secret = await readFile(file, 'utf8').catch(async (error: unknown) => {
    if (errorCode(error) !== 'ENOENT') throw error;
    await mkdir(config.dataDir, { recursive: true });
    await createKeyFile(file);
    return readFile(file, 'utf8');
  });
  if (secret.trim().length < 32) throw new Error(`${file} holds a key shorter than 32 characters`);
  return secret.trim();
}
