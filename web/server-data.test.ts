import { describe, expect, it } from 'vitest';
import { DataCache, hashKey } from '../src/core/api/data-cache';
import { readServerData, serverDataElement, SERVER_DATA_ID } from './server-data';

describe('server data in the page', () => {
  it('reads back exactly what the server wrote, whatever the text holds', () => {
    const queries = [
      { key: ['jobs', { page: 1 }], data: { name: '</script><script>alert(1)</script>\u2028\u2029<!--&' } },
    ];
    const element = serverDataElement(queries);
    expect(element).not.toMatch(/<\/script>.*<\/script>/s);
    expect(element).not.toMatch(/[\u2028\u2029]/);
    document.body.innerHTML = `<div id="root"></div>${element}<p id="after">after</p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById('after')).not.toBeNull();
    expect(readServerData(document)).toEqual(queries);
  });

  it('reads nothing from a page without data or with broken data', () => {
    document.body.innerHTML = '';
    expect(readServerData(document)).toEqual([]);
    document.body.innerHTML = `<script type="application/json" id="${SERVER_DATA_ID}">{oops</script>`;
    expect(readServerData(document)).toEqual([]);
  });

  it('seeds the cache fresh under each key, as read back from the page', () => {
    document.body.innerHTML = serverDataElement([{ key: ['jobs', { page: 2, search: '' }], data: { total: 3 } }]);
    const cache = new DataCache(readServerData(document));
    // The page asks with its own object, whose keys may come in another order.
    const state = cache.state(hashKey(['jobs', { search: '', page: 2 }]));
    expect(state).toMatchObject({ status: 'success', data: { total: 3 } });
    expect(state.updatedAt).toBeGreaterThan(Date.now() - 1000);
    cache.clear();
  });
});
