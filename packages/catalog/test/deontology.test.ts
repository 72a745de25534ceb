/** What the release check asks the doctor to confirm: a saving claim the packages do not reach. */
import { describe, expect, it } from 'vitest';
import { deontologyItems, savingClaim } from '../src/deontology.ts';
import { cloneCatalog } from './helpers.ts';

const pack = (title: string, price: number, separatePrice: number) => ({
  file: 'src/data/treatments/un-soin.ts',
  where: `sections[0].packages (${title})`,
  title,
  price,
  separatePrice,
});

describe('a claimed saving', () => {
  it('is reported when no package reaches it, with the best one', () => {
    const packages = [pack('Duo', 90, 100), pack('Trio', 160, 200), pack('Solo', 95, 100)];
    expect(savingClaim(30, packages)).toEqual({
      kind: 'économie annoncée',
      file: 'src/data/treatments/un-soin.ts',
      where: 'sections[0].packages (Trio)',
      value: 'jusqu’à 30 % annoncé, au mieux 20 % (Trio : 160 € au lieu de 200 €)',
    });
  });

  it('is true once one package saves it, and says nothing without packages', () => {
    expect(savingClaim(30, [pack('Duo', 90, 100), pack('Trio', 140, 200)])).toBeUndefined();
    expect(savingClaim(30, [])).toBeUndefined();
  });

  it('counts a saving in whole percents, never rounded up to the claim', () => {
    expect(savingClaim(30, [pack('Presque', 701, 1000)])?.value).toContain('au mieux 29 %');
  });
});

describe('the release check', () => {
  it('weighs the clinic’s claim against every package shown struck through', () => {
    const catalog = cloneCatalog();
    catalog.clinic.hairRemovalPackageSavingsPercent = 100;
    const items = deontologyItems(catalog);
    const packages = items.filter((item) => item.where.endsWith('.separatePrice'));
    const claims = items.filter((item) => item.kind === 'économie annoncée');
    expect(claims).toHaveLength(packages.length > 0 ? 1 : 0);
    expect(claims[0]?.value ?? 'jusqu’à 100 % annoncé').toContain('jusqu’à 100 % annoncé');
  });
});
