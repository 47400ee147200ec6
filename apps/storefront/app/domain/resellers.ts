/** A reseller of the shop's products (docs/product/entities.md#reseller). */
export interface Reseller {
  id: number;
  name: string;
  street: string;
  street2: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  industryTherapist: boolean;
  industryB2b: boolean;
  latitude: number | undefined;
  longitude: number | undefined;
}

/** Case and accent insensitive form of a text, for searching. */
function searchable(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Reseller search (docs/product/validation.md#searching-lists): a case and accent insensitive substring over name, email, phone, street,
 * city and zip, then the therapist and B2B flags; nobody signed in sees nobody.
 */
export function filterResellers(
  resellers: readonly Reseller[],
  query: string,
  { therapists, b2b, signedIn }: { therapists: boolean; b2b: boolean; signedIn: boolean },
): Reseller[] {
  if (!signedIn) return [];
  const needle = searchable(query.trim());
  return resellers.filter((reseller) => {
    const kindAllowed = (therapists && reseller.industryTherapist) || (b2b && reseller.industryB2b);
    if (!kindAllowed) return false;
    if (!needle) return true;
    return [reseller.name, reseller.email, reseller.phone, reseller.street, reseller.city, reseller.zip].some(
      (field) => searchable(field).includes(needle),
    );
  });
}
