import type { LoyaltyCard } from './loyalty';
import { isActiveCustomer, type PromoCode, type User } from './user';

/** What the account shows of the extension's customer data (docs/product/entities.md#user): type, status, company, documents, loyalty. */
interface CustomerExtension {
  customerType: string;
  active: boolean;
  companyName: string;
  vat: string;
  /** Professionals send the shop their documents (customer/upload_files). */
  sendsDocuments: boolean;
  /**
   * A professional the shop has not validated yet: served the public prices until it does (docs/product/entities.md#user),
   * which the account says rather than leave them to wonder.
   */
  awaitsValidation: boolean;
  loyaltyCards: LoyaltyCard[];
  promoCodes: Record<string, PromoCode>;
}

/** The extension's part of the customer; null on stock Shopinvader, where none of it exists. */
export function customerExtension(user: User, extension: boolean): CustomerExtension | null {
  if (!extension) return null;
  const professional = user.customerType === 'therapist' || user.customerType === 'b2b';
  return {
    customerType: user.customerType,
    active: isActiveCustomer(user),
    companyName: user.companyName,
    vat: user.vat,
    sendsDocuments: professional,
    awaitsValidation: professional && !isActiveCustomer(user),
    loyaltyCards: user.loyaltyCards,
    promoCodes: user.promoCodes,
  };
}
