/** The spec's password link `/store/{storename}/resetpassword/{base64User}`, in the customer's language (English has no prefix). */
export function passwordLinkPath({ locale, storeSlug, token }: { locale: string; storeSlug: string; token: string }): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${prefix}/store/${encodeURIComponent(storeSlug)}/resetpassword/${token}`;
}
