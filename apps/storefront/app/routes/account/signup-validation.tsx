import { PagePlaceholder } from '~/components/ui/page-placeholder';
import { pageTitle } from '~/i18n/page-title';
import type { Route } from './+types/signup-validation';

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, 'account.signup_validation.title');
}

export default function SignupValidationPage() {
  return <PagePlaceholder titleId="account.signup_validation.title" />;
}
