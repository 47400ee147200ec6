import type { Mail } from '../dev/outbox.ts';
import { asLang, DEFAULT_LANG, type Lang } from '../http/lang.ts';
import type { PartnerRow } from '../partners/partner-repo.ts';
import { LIFETIME_HOURS, type TokenPurpose } from './email-tokens.ts';

/** The storefront pages the mailed links open (apps/storefront/app/routes.ts). */
const PAGES: Record<TokenPurpose, string> = {
  validate_email: '/account/signup-validation',
  reset_password: '/account/set-new-password',
};

interface Template {
  subject: string;
  body: (name: string, link: string, hours: number) => string;
}

const TEMPLATES: Record<TokenPurpose, Record<Lang, Template>> = {
  validate_email: {
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      body: (name, link, hours) =>
        `Bonjour ${name},\n\nMerci pour votre inscription. Pour confirmer votre adresse e-mail, suivez ce lien :\n${link}\n\nCe lien est valable ${hours} heures.`,
    },
    nl: {
      subject: 'Bevestig uw e-mailadres',
      body: (name, link, hours) =>
        `Beste ${name},\n\nBedankt voor uw registratie. Volg deze link om uw e-mailadres te bevestigen:\n${link}\n\nDeze link is ${hours} uur geldig.`,
    },
    en: {
      subject: 'Validate your e-mail address',
      body: (name, link, hours) =>
        `Hello ${name},\n\nThank you for registering. To confirm your e-mail address, follow this link:\n${link}\n\nThe link is valid for ${hours} hours.`,
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: (name, link, hours) =>
        `Hallo ${name},\n\nvielen Dank für Ihre Registrierung. Um Ihre E-Mail-Adresse zu bestätigen, folgen Sie diesem Link:\n${link}\n\nDer Link ist ${hours} Stunden gültig.`,
    },
  },
  reset_password: {
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      body: (name, link, hours) =>
        `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, suivez ce lien :\n${link}\n\nCe lien est valable ${hours} heures. Si vous n’avez rien demandé, ignorez ce message.`,
    },
    nl: {
      subject: 'Stel uw wachtwoord opnieuw in',
      body: (name, link, hours) =>
        `Beste ${name},\n\nVolg deze link om een nieuw wachtwoord te kiezen:\n${link}\n\nDeze link is ${hours} uur geldig. Hebt u niets aangevraagd, negeer dan dit bericht.`,
    },
    en: {
      subject: 'Reset your password',
      body: (name, link, hours) =>
        `Hello ${name},\n\nTo choose a new password, follow this link:\n${link}\n\nThe link is valid for ${hours} hours. If you did not ask for it, ignore this message.`,
    },
    de: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      body: (name, link, hours) =>
        `Hallo ${name},\n\num ein neues Passwort zu wählen, folgen Sie diesem Link:\n${link}\n\nDer Link ist ${hours} Stunden gültig. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.`,
    },
  },
};

/** A storefront page in a language: French has no prefix, the others /nl, /en, /de (docs/product/constants.md#languages). */
export function shopPageUrl(shopUrl: string, lang: Lang, page: string, token?: string): string {
  const url = new URL(`${lang === DEFAULT_LANG ? '' : `/${lang}`}${page}`, shopUrl);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The mail that carries a one-time token: written in the recipient's language, as Odoo renders mail
 * templates in the partner's `lang`, with a link to the storefront page in that language.
 */
export function accountMail(
  shopUrl: string,
  partner: PartnerRow,
  purpose: TokenPurpose,
  token: string,
): Mail {
  const lang = asLang(partner.lang);
  const template = TEMPLATES[purpose][lang];
  const link = shopPageUrl(shopUrl, lang, PAGES[purpose], token);
  return {
    to: partner.login ?? partner.email ?? '',
    subject: template.subject,
    body: template.body(partner.name, link, LIFETIME_HOURS[purpose]),
    link,
  };
}
