import { useNonce } from '../layout/nonce-context';

/**
 * Google's bot protection, loaded only on a page whose form uses it and only when the ERP settings give
 * a public key (docs/contracts/README.md#browser-scripts).
 */
export function RecaptchaScript({ siteKey }: { siteKey: string }) {
  const nonce = useNonce();
  return (
    <script
      src={`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`}
      async
      defer
      nonce={nonce}
      suppressHydrationWarning
    />
  );
}
