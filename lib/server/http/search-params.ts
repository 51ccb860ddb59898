import 'server-only';

/** A page's query parameter as one value: its first when repeated (`?menu=a&menu=b`), else null. */
export function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
