import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { catalogVersion } from '../src/index.ts';

describe('catalog version', () => {
  it('is a semantic version exported by the package', () => {
    expect(catalogVersion).toBe(pkg.version);
    expect(catalogVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
  it('has an entry in the CHANGELOG', () => {
    const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
    const heading = `## ${catalogVersion} — `;
    expect(
      changelog.includes(heading),
      `packages/catalog/CHANGELOG.md : attendu un titre « ${heading}AAAA-MM-JJ » (avec le tiret long « — ») pour la version ${catalogVersion} de package.json`,
    ).toBe(true);
  });
});
