/** Ports of the API and site that the end-to-end run starts for itself (away from `npm start`'s). */
export const E2E_API_PORT = 4610;
export const E2E_SITE_PORT = 4620;
export const E2E_SITE_URL = `http://localhost:${E2E_SITE_PORT}`;
export const E2E_API_URL = `http://localhost:${E2E_API_PORT}/api/v1`;
/** The e2e API's DATA_DIR (set by global setup for the test workers): its sms-outbox.jsonl holds the OTP codes. */
export const E2E_DATA_DIR_VARIABLE = 'HAAT_E2E_DATA_DIR';
/** The folder of the e2e run's live site (set by global setup for the test workers): the service worker test copies it. */
export const E2E_SITE_DIR_VARIABLE = 'HAAT_E2E_SITE_DIR';
