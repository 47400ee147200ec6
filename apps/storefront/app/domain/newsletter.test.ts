import { describe, expect, it } from 'vitest';
import { isEmail } from './email';
import { newsletterLead } from './newsletter';

describe('newsletter', () => {
  it('recognises e-mail addresses', () => {
    expect(isEmail('ann@example.com')).toBe(true);
    expect(isEmail('ann@example')).toBe(false);
    expect(isEmail('ann example@x.be')).toBe(false);
  });
  it('a visitor who is not signed in subscribes through a lead with their e-mail', () => {
    expect(newsletterLead('ann@example.com')).toEqual({
      subject: 'Newsletter',
      email: 'ann@example.com',
      description: 'Newsletter sign-up: ann@example.com',
    });
  });
});
