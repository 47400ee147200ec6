import { describe, expect, it } from 'vitest';
import { isValidTagManagerId } from './tag-manager-id';

describe('tag-manager id (docs/product/validation.md#tag-manager-id)', () => {
  it.each(['GTM-ABC123', 'G-XYZ9', 'GTM-1'])('accepts %s', (id) =>
    expect(isValidTagManagerId(id)).toBe(true),
  );
  it.each(['GTM-abc', 'gtm-ABC', 'UA-123', 'GTM-', 'G-AB C', 'GTM-AB1"><script>', ''])('refuses %j', (id) =>
    expect(isValidTagManagerId(id)).toBe(false),
  );
});
