import type { Page } from '#contract';

/** The spec's list shape for one page of `total` entries. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    data,
    per_page: perPage,
    total_count: total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
