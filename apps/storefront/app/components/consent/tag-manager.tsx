import { useEffect } from 'react';
import { isEnabled } from '~/domain/consent';
import { useConsent } from './consent-context';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page's CSP nonce, which Vite's preload helper reads from the same tag. */
function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
  return meta?.nonce || undefined;
}

/** Loads the tag manager once marketing consent (entry gtm) is given, and never before. */
export function TagManager({ id }: { id: string | undefined }) {
  const { consent } = useConsent();
  const allowed = id !== undefined && consent !== undefined && isEnabled(consent, 'gtm');

  useEffect(() => {
    if (!allowed || document.getElementById('tag-manager')) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = 'tag-manager';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }, [allowed, id]);

  return null;
}
