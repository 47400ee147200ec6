import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'contact.title');
}

export default function ContactPage() {
  return <PagePlaceholder titleId="contact.title" />;
}
