import { describe, expect, it } from 'vitest';
import { NameIndex, nearestName } from '../src/toolkit/similarity.js';

/** Deterministic pseudo-random names in the shape of real catalogs, with near misses. */
function names(n: number): string[] {
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const parts = ['get', 'list', 'create', 'delete', 'order', 'invoice', 'user', 'alert', 'rule', 'aa', 'v2', 'search', 'x'];
  return Array.from({ length: n }, (_, i) => {
    const k = 1 + Math.floor(rnd() * 4);
    return Array.from({ length: k }, () => parts[Math.floor(rnd() * parts.length)]).join('_') + (rnd() < 0.5 ? `_${i % 17}` : '');
  });
}

describe('NameIndex', () => {
  const list = [...new Set(names(3000))];
  const index = new NameIndex(list);

  it('suggests what a full scan suggests', () => {
    const queries = [...names(400).map((q, i) => (i % 3 === 0 ? q.slice(1) : i % 3 === 1 ? q + 's' : q.replace('_', ''))), 'aaaa', 'aaaaa', 'v', 'zz_top'];
    for (const q of queries) expect(index.nearest(q), q).toBe(nearestName(q, list));
  });

  it('suggests what a full scan suggests for names beyond ASCII (bigrams of any two UTF-16 units)', () => {
    const wide = [...list.slice(0, 500), 'créer_facture', 'créer_factures', '注文_取得', '注文_一覧', 'get_😀_emoji', 'get_😃_emoji', 'ÉTAT_commande', 'état_commande'];
    const wideIndex = new NameIndex(wide);
    for (const q of ['creer_facture', 'crer_factur', 'cree_factures', '注文_取', '注文一', 'get_😀_emojis', 'gt__emoj', 'etat_commande', 'ÉTA_COMMANDES'])
      expect(wideIndex.nearest(q), q).toBe(nearestName(q, wide));
  });

  it('suggests what a full scan suggests when names are empty, one character long or repeated', () => {
    const odd = ['', 'a', 'b', '', 'ab', 'ba', 'a', 'abc', 'get_user', 'get_user', 'x', 'xy'];
    const oddIndex = new NameIndex(odd);
    for (const q of ['', 'a', 'c', 'ab', 'abd', 'bc', 'get_usr', 'getuser', 'x', 'yx', 'zz']) expect(oddIndex.nearest(q), JSON.stringify(q)).toBe(nearestName(q, odd));
    expect(new NameIndex([]).nearest('get_user')).toBeUndefined();
  });

  it('skips the name it is told to skip', () => {
    expect(new NameIndex(['get_user', 'get_users']).nearest('get_user', 'get_user')).toBe('get_users');
  });
});
