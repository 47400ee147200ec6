import type { Cta } from '~/domain/cms/content';
import { CmsLink } from './cms-link';

const THEMES: Record<Cta['theme'], string> = {
  primary: 'inline-block rounded bg-brand-dark px-5 py-2 font-medium text-white hover:bg-ink',
  secondary:
    'inline-block rounded border border-brand-dark px-5 py-2 font-medium text-brand-dark hover:bg-brand-dark hover:text-white',
  link: 'font-medium text-brand-dark underline',
};

export function CtaLink({ cta }: { cta: Cta }) {
  return (
    <CmsLink url={cta.link} target={cta.target} className={THEMES[cta.theme]}>
      {cta.label}
    </CmsLink>
  );
}
