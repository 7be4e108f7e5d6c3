import type { Page } from '@assay/shared/contracts/envelope';

export function toPage<T>(content: T[], total: number, page: number, size: number): Page<T> {
  const totalPages = Math.ceil(total / size);
  return { content, page, size, totalElements: total, totalPages, isLast: page >= totalPages - 1 };
}
