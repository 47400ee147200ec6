const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address shaped as an e-mail address: something, `@`, a domain with a dot. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
