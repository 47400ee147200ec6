import { describe, expect, it } from 'vitest';

describe('runtime', () => {
  it('npm scripts run on Node 24 (the node devDependency), whatever the system Node is', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
