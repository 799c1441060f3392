import { atom } from 'nanostores';

/**
 * The id of the user whose area a UserArea shows now; null while its guard runs. The dashboard's other islands show
 * with it, not before: shown first, they would be pushed down the screen when it fills.
 */
export const $userAreaShownFor = atom<number | null>(null);
