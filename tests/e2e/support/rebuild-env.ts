/** Tokens the end-to-end run gives the API (editors' writes) and the site server (rebuilds). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-of-at-least-32-characters';
export const E2E_REBUILD_TOKEN = 'e2e-rebuild-token-of-at-least-32-characters';
