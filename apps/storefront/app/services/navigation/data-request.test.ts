import { describe, expect, it } from 'vitest';
import { isDataRequest } from './data-request';

describe('a data request', () => {
  it("is a client navigation's `.data` address, not the page's", () => {
    expect(isDataRequest(new Request('http://shop.test/en/oils.data?_routes=root'))).toBe(true);
    expect(isDataRequest(new Request('http://shop.test/_root.data'))).toBe(true);
    expect(isDataRequest(new Request('http://shop.test/en/oils'))).toBe(false);
    expect(isDataRequest(new Request('http://shop.test/en/search?q=x.data'))).toBe(false);
  });
});
