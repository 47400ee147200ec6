import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FACETS } from '../../apps/storefront/app/domain/search-facets.ts';
import { nodesVcl, storefrontVcl, VCL_TEMPLATE } from './vcl.ts';

describe('the Varnish configuration', () => {
  it('keeps the query parameters the storefront’s own rule keeps (run `node scripts/fleet/vcl.ts --update` after changing it)', () => {
    const committed = readFileSync(VCL_TEMPLATE, 'utf8');
    expect(storefrontVcl(DEFAULT_FACETS, committed)).toBe(committed);
  });

  it('names every configured facet among the kept parameters', () => {
    const vcl = storefrontVcl([{ name: 'size', type: 'terms', field: 'size' }]);
    expect(vcl).toContain('(?!(?:q|page|sort|pricelist|size|_routes)=)');
  });

  it('never caches a session’s request or an answer that sets a cookie, and lets only the nodes purge', () => {
    const vcl = readFileSync(VCL_TEMPLATE, 'utf8');
    expect(vcl).toMatch(/fastapi_auth_partner=[^\n]*\n\s*return \(pass\)/);
    expect(vcl).toMatch(/shop_preview=[^\n]*\^\/_preview[^\n]*\n\s*return \(pass\)/);
    expect(vcl).toMatch(
      /\(private\|no-store\|no-cache\)[^\n]*\n[^\n]*\n[^\n]*\n\s*set beresp\.uncacheable = true;/,
    );
    expect(vcl).toMatch(/if \(beresp\.http\.Set-Cookie\) \{\n\s*set beresp\.uncacheable = true;/);
    expect(vcl).toMatch(/client\.ip !~ shop_purgers/);
    expect(nodesVcl({ nodes: [{ host: '10.0.0.5', port: 3000 }], purgers: ['10.0.0.0/24'] })).toContain(
      'acl shop_purgers {\n  "10.0.0.0"/24;\n}',
    );
  });
});
