/**
 * The provider's own sign-in page, in the shop's four languages: plain HTML that works without script,
 * with labelled fields, the error announced, and the demo logins shown outside production.
 */
export type PageLanguage = 'fr' | 'nl' | 'en' | 'de';

const TEXT = {
  fr: {
    title: 'Connexion',
    heading: 'Connectez-vous à votre compte',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    cancel: 'Annuler et revenir à la boutique',
    wrong: 'Adresse e-mail ou mot de passe incorrect.',
    throttled: 'Trop de tentatives. Réessayez dans quelques minutes.',
    demo: 'Comptes de démonstration (mot de passe demo1234) :',
    signedOut: 'Vous êtes déconnecté.',
    logout: 'Se déconnecter',
  },
  nl: {
    title: 'Aanmelden',
    heading: 'Meld je aan bij je account',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    cancel: 'Annuleren en terug naar de winkel',
    wrong: 'E-mailadres of wachtwoord is onjuist.',
    throttled: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
    demo: 'Demo-accounts (wachtwoord demo1234):',
    signedOut: 'Je bent afgemeld.',
    logout: 'Afmelden',
  },
  en: {
    title: 'Sign in',
    heading: 'Sign in to your account',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel and go back to the shop',
    wrong: 'Wrong e-mail address or password.',
    throttled: 'Too many attempts. Try again in a few minutes.',
    demo: 'Demo accounts (password demo1234):',
    signedOut: 'You are signed out.',
    logout: 'Sign out',
  },
  de: {
    title: 'Anmelden',
    heading: 'Melden Sie sich bei Ihrem Konto an',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    cancel: 'Abbrechen und zurück zum Shop',
    wrong: 'E-Mail-Adresse oder Passwort ist falsch.',
    throttled: 'Zu viele Versuche. Versuchen Sie es in einigen Minuten erneut.',
    demo: 'Demo-Konten (Passwort demo1234):',
    signedOut: 'Sie sind abgemeldet.',
    logout: 'Abmelden',
  },
} as const;

const LANGUAGES = Object.keys(TEXT) as PageLanguage[];

/** The page's language: the shop's ui_locales first, then the browser's languages, else French. */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): PageLanguage {
  const wanted = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const tag of wanted) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0] as PageLanguage;
    if (LANGUAGES.includes(language)) return language;
  }
  return 'fr';
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#fbfaf5;color:#1f2a12;margin:0;display:grid;min-height:100vh;place-items:center}
main{background:#fff;padding:2rem;border-radius:.5rem;box-shadow:0 1px 4px #0003;width:min(24rem,90vw)}
h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #555;border-radius:.25rem;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #566a10;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:.25rem;background:#566a10;color:#fff;font-size:1rem;cursor:pointer}
button:hover{background:#1f2a12}.error{color:#8b0000;border:1px solid #8b0000;padding:.6rem;border-radius:.25rem}
a{color:#1f2a12}.cancel{display:block;margin-top:1rem;text-align:center}.demo{font-size:.85rem;margin-top:1.5rem}`;

export interface LoginPageModel {
  language: PageLanguage;
  action: string;
  cancel: string;
  login?: string;
  error?: 'wrong' | 'throttled';
  demoLogins?: readonly string[];
}

export function loginPageHtml(model: LoginPageModel): string {
  const text = TEXT[model.language];
  const error = model.error
    ? `<p id="login-error" class="error" role="alert">${escape(text[model.error])}</p>`
    : '';
  const described = model.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const demo = model.demoLogins?.length
    ? `<div class="demo"><p>${escape(text.demo)}</p><ul>${model.demoLogins
        .map((login) => `<li>${escape(login)}</li>`)
        .join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="${model.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escape(text.heading)}</h1>
${error}
<form method="post" action="${escape(model.action)}">
<label for="login">${escape(text.email)}</label>
<input id="login" name="login" type="email" autocomplete="username" required value="${escape(model.login ?? '')}"${described}${model.login ? '' : ' autofocus'}>
<label for="password">${escape(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${model.login ? ' autofocus' : ''}>
<button type="submit">${escape(text.submit)}</button>
</form>
<a class="cancel" href="${escape(model.cancel)}">${escape(text.cancel)}</a>
${demo}
</main></body></html>`;
}

/** The end-session page submits itself: the shop asked for the sign-out, there is nothing to confirm. */
export function logoutPageHtml(language: PageLanguage, form: string): string {
  const text = TEXT[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escape(text.signedOut)}</title></head>
<body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button form="op.logoutForm" type="submit">${escape(text.logout)}</button></noscript>
<script>document.forms[0].submit()</script></body></html>`;
}
