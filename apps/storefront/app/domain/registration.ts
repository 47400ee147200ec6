/** Registration and password rules (docs/product/validation.md#registration; the password rule of the reference's forms, docs/product/screens.md#register). */
export interface RegistrationInput {
  name: string;
  login: string;
  password: string;
}

/** Registration is sent only when name, login and password are all present (docs/product/validation.md#registration). */
export function canRegister(input: Partial<RegistrationInput>): input is RegistrationInput {
  return [input.name, input.login, input.password].every((value) => !!value?.trim());
}

export const PASSWORD_SPECIALS = '@#$%^&+=!?';

/** At least 8 characters with a letter, a digit and one of @#$%^&+=!?. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIALS].some((special) => password.includes(special))
  );
}

/** Both passwords of the new-password form must match (the reference let them differ). */
export function passwordsMatch(password: string, repeated: string): boolean {
  return password === repeated;
}

/** The full name sent to the ERP from the first and last name fields. */
export function fullName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter(Boolean).join(' ');
}
