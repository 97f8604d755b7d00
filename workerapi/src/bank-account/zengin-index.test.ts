import { describe, expect, it } from 'vitest';
import { createBankIndex, foldForSearch } from './zengin-index';

const data = {
  '0001': { code: '0001', name: 'みずほ', kana: 'ミズホ', hira: 'みずほ', roma: 'mizuho', branches: {
    '001': { code: '001', name: '東京営業部', kana: 'トウキヨウ', hira: 'とうきよう', roma: 'toukiyou' },
    '004': { code: '004', name: '丸の内中央', kana: 'マルノウチチユウオウ', hira: 'まるのうちちゆうおう', roma: 'marunouchichiyuuou' },
  } },
  '0005': { code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユ－エフジエイ', hira: 'みつびしゆ－えふじえい', roma: 'mitsubishiyu-efujiei', branches: {} },
  '1001': { code: '1001', name: '北海道信金', kana: 'ホツカイドウシンキン', hira: 'ほつかいどうしんきん', roma: 'hotsukaidoushinkin', branches: {} },
  '9900': { code: '9900', name: 'ゆうちょ', kana: 'ユウチヨ', hira: 'ゆうちよ', roma: 'yuuchiyo', branches: {} },
};

describe('foldForSearch', () => {
  it('folds width, katakana, small kana, dashes and case', () => {
    expect(foldForSearch('トウキョウ')).toBe('とうきよう');
    expect(foldForSearch('ミツビシユ－エフジエイ')).toBe('みつびしゆ-えふじえい');
    expect(foldForSearch('三菱ＵＦＪ')).toBe('三菱ufj');
    expect(foldForSearch('ﾐｽﾞﾎ')).toBe('みずほ');
  });
});

describe('createBankIndex', () => {
  const index = createBankIndex(data, []);

  it('ranks code matches, then exact, prefix and partial name matches', () => {
    expect(index.searchBanks('0001').items.map((b) => b.code)).toEqual(['0001']);
    expect(index.searchBanks('みずほ銀行').items.map((b) => b.code)).toEqual(['0001']);
    expect(index.searchBanks('三菱ufj').items.map((b) => b.code)).toEqual(['0005']);
    expect(index.searchBanks('北海道信用金庫').items.map((b) => b.code)).toEqual(['1001']);
    expect(index.searchBanks('ゆうちょ銀行').items.map((b) => b.code)).toEqual(['9900']);
    expect(index.searchBanks('mizuho').items.map((b) => b.code)).toEqual(['0001']);
  });

  it('with nothing typed, lists the major banks and ゆうちょ', () => {
    expect(index.searchBanks('').items.map((b) => b.code)).toEqual(['0001', '0005', '9900']);
  });

  it('searches the branches of one bank; an unknown bank is undefined', () => {
    expect(index.searchBranches('0001', 'とうきょう')?.items.map((b) => b.code)).toEqual(['001']);
    expect(index.searchBranches('0001', '丸の内')?.items.map((b) => b.code)).toEqual(['004']);
    expect(index.searchBranches('0001', '')?.items.map((b) => b.code)).toEqual(['001', '004']);
    expect(index.searchBranches('9999', 'x')).toBeUndefined();
  });

  it('says when more matched than the limit (the list is cut), and not when all are there', () => {
    expect(index.searchBanks('み', 1)).toEqual({ items: [expect.objectContaining({ code: '0001' })], truncated: true });
    expect(index.searchBanks('み', 2)).toMatchObject({ truncated: false });
    expect(index.searchBanks('', 2)).toMatchObject({ items: [{ code: '0001' }, { code: '9900' }], truncated: true });
    expect(index.searchBanks('', 20)).toMatchObject({ truncated: true }); // 北海道信金 is not among the first
    expect(index.searchBranches('0001', '', 1)).toMatchObject({ items: [{ code: '001' }], truncated: true });
    expect(index.searchBranches('0001', '', 2)).toMatchObject({ truncated: false });
  });

  it('finds a bank by an alias of the table it is given, ranked as its own names, with the former name it carries', () => {
    const aliased = createBankIndex(data, [{ code: '9900', names: ['郵便局'] }, { code: '0005', names: ['東京三菱'], formerName: '三菱東京UFJ' }]);
    expect(aliased.searchBanks('郵便').items.map((b) => b.code)).toEqual(['9900']);
    expect(aliased.searchBanks('ゆうちょ').items).toEqual([{ code: '9900', name: 'ゆうちょ', kana: 'ユウチヨ' }]);
    expect(aliased.searchBanks('東京三菱').items).toEqual([{ code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユ－エフジエイ', formerName: '三菱東京UFJ' }]);
    expect(index.searchBanks('郵便').items).toEqual([]); // the test data's own index: no table
  });

  it('refuses data of another shape (a package update is caught at load)', () => {
    expect(() => createBankIndex({ '0001': { code: '0001' } })).toThrow();
  });
});
