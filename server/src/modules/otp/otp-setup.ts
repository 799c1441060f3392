import type { Config } from '../../config';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { ipSendRules, type OtpSetup } from './otp.service';
import { loadOtpSecret } from './otp-secret';

/** The one OTP setup of an app: the OTP routes and the guest checkout share its SMS provider, key and limits. */
export function createOtpSetup(config: Config, sms: SmsProvider): OtpSetup {
  let secret: Promise<string> | undefined;
  return {
    sms,
    ipRules: ipSendRules(config.otpIpLimits),
    // Read (or made) on first use, so an app that never sends a code leaves DATA_DIR alone.
    secret: () => {
      secret ??= loadOtpSecret(config).catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return secret;
    },
  };
}
