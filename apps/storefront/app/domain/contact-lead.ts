import { isEmail } from './email';

/**
 * The contact form (docs/product/entities.md#contact-lead) as pure rules: which fields are required, how an attachment
 * is checked, and how the lead sent to the ERP is made.
 */
export interface ContactValues {
  subject: string;
  email: string;
  name: string;
  phone: string;
  street: string;
  street2: string;
  zip: string;
  city: string;
  country: string;
  company: string;
  mobile: string;
  description: string;
  consent: string;
}

type ContactField = keyof ContactValues | 'attachments';
/** Field name to the message id that explains what is wrong with it. */
export type ContactErrors = Partial<Record<ContactField, string>>;

interface Attachment {
  name: string;
  size: number;
  type: string;
}

const CONTACT_FIELDS: readonly (keyof ContactValues)[] = [
  'subject',
  'email',
  'name',
  'phone',
  'street',
  'street2',
  'zip',
  'city',
  'country',
  'company',
  'mobile',
  'description',
  'consent',
];

const REQUIRED: readonly (keyof ContactValues)[] = [
  'subject',
  'email',
  'name',
  'phone',
  'street',
  'zip',
  'city',
  'description',
  'consent',
];

export const ATTACHMENT_RULES = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
} as const;

/**
 * The attachments sent with a lead: only an ERP with the shop's extension takes them
 * (docs/deploying.md); stock Shopinvader's lead is text, so what a form posts anyway is left out.
 */
export function acceptedAttachments<T>(files: readonly T[], extension: boolean): readonly T[] {
  return extension ? files : [];
}

/** Reads the form's text fields, trimmed; a missing field is an empty string. */
export function contactValues(read: (name: string) => unknown): ContactValues {
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const raw = read(field);
    values[field] = typeof raw === 'string' ? raw.trim() : '';
  }
  return values;
}

export function validateContact(
  values: ContactValues,
  attachments: readonly Attachment[],
  { countryRequired }: { countryRequired: boolean },
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of REQUIRED) {
    if (!values[field])
      errors[field] = field === 'consent' ? 'contact.errors.consent' : 'contact.errors.required';
  }
  if (countryRequired && !values.country) errors.country = 'contact.errors.required';
  if (values.email && !isEmail(values.email)) errors.email = 'contact.errors.email';
  if (attachments.length > ATTACHMENT_RULES.maxFiles) errors.attachments = 'contact.errors.file_count';
  else if (attachments.some((file) => file.size > ATTACHMENT_RULES.maxBytes))
    errors.attachments = 'contact.errors.file_size';
  else if (attachments.some((file) => !(ATTACHMENT_RULES.types as readonly string[]).includes(file.type))) {
    errors.attachments = 'contact.errors.file_type';
  }
  return errors;
}

/**
 * The lead's description (docs/product/entities.md#contact-lead): name, company, street lines, zip and city, country name, phones and
 * the free text, one per line; parts left empty are skipped.
 */
export function leadDescription(values: ContactValues, countryName: string): string {
  return [
    values.name,
    values.company,
    values.street,
    values.street2,
    [values.zip, values.city].filter(Boolean).join(' '),
    countryName,
    values.phone,
    values.mobile,
    values.description,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * A lead as shopinvader_api_lead takes it (`LeadInput`, which refuses any other key): the subject, the
 * sender's e-mail and the text.
 */
export interface LeadInput {
  subject: string;
  email: string;
  description: string;
}

/** The lead sent to the ERP for a contact form. */
export function leadData(values: ContactValues, countryName: string): LeadInput {
  return { subject: values.subject, email: values.email, description: leadDescription(values, countryName) };
}
