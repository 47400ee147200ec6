import { canRegister, type RegistrationInput } from '~/domain/registration';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';

/** Registration; refused locally unless name, login and password are all present (docs/product/validation.md#registration). */
export async function register(erp: ErpBrowserClient, input: Partial<RegistrationInput>): Promise<void> {
  if (!canRegister(input)) throw new Error('Registration needs a name, a login and a password');
  await erp.post('auth/register', {
    name: input.name.trim(),
    login: input.login.trim(),
    password: input.password,
  });
}

/** Always answers the same, whether the login exists or not (docs/contracts/erp.md#sign-in-with-credentials). */
export async function requestPasswordReset(erp: ErpBrowserClient, login: string): Promise<void> {
  await erp.post('auth/request_reset_password', { login: login.trim() });
}

/** Sets the password of the e-mailed token; the ERP then opens a session. */
export async function setNewPassword(erp: ErpBrowserClient, token: string, password: string): Promise<void> {
  await erp.post('auth/set_password', { token, password });
}

export async function validateEmail(erp: ErpBrowserClient, token: string): Promise<void> {
  await erp.post('auth/validate_email', { token });
}
