import { describe, expect, it } from 'vitest';
import { canRegister, fullName, isStrongPassword, passwordsMatch } from './registration';

describe('registration (docs/product/validation.md#registration)', () => {
  it('is sent only when name, login and password are all present', () => {
    expect(canRegister({ name: 'Ann Lee', login: 'ann@x.be', password: 'secret1!' })).toBe(true);
    expect(canRegister({ name: '', login: 'ann@x.be', password: 'secret1!' })).toBe(false);
    expect(canRegister({ name: 'Ann', login: '  ', password: 'secret1!' })).toBe(false);
    expect(canRegister({ name: 'Ann', login: 'ann@x.be' })).toBe(false);
  });

  it('joins first and last name', () => {
    expect(fullName(' Ann ', ' Lee ')).toBe('Ann Lee');
    expect(fullName('Ann', '')).toBe('Ann');
  });
});

describe('passwords', () => {
  it('need 8 characters with a letter, a digit and a special character', () => {
    expect(isStrongPassword('abcdef1!')).toBe(true);
    expect(isStrongPassword('abcde1!')).toBe(false);
    expect(isStrongPassword('abcdefg!')).toBe(false);
    expect(isStrongPassword('12345678!')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
  });

  it('must match when repeated', () => {
    expect(passwordsMatch('abcdef1!', 'abcdef1!')).toBe(true);
    expect(passwordsMatch('abcdef1!', 'abcdef1?')).toBe(false);
  });
});
