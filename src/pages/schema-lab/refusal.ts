// A refused call of the lab, as the page shows it: the server's message word for word and what it lists by pointer.
import { ApiError } from '../../api/client';
import { message } from '../../engine/core/message';

/** What the server refused and why: its message, its status, and the listed problems (pointer or field, message). */
export interface Refusal {
  message: string;
  status: number;
  errors: { field: string; message: string }[];
}

/** The refusal an error carries; a network failure is the catalogue's 'Something went wrong'. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { message: message('common.somethingWentWrong'), status: 0, errors: [] };
  const listed = (error.data as { errors?: unknown } | null)?.errors;
  const errors = Array.isArray(listed)
    ? listed.filter(
        (item): item is Refusal['errors'][number] =>
          typeof item?.field === 'string' && typeof item?.message === 'string',
      )
    : [];
  return { message: error.message || message('common.somethingWentWrong'), status: error.responseCode, errors };
}
