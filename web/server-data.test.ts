import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readServerData, seedQueryClient, serverDataElement, SERVER_DATA_ID } from './server-data';

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

  it('seeds the cache fresh under each key', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    seedQueryClient(client, [{ key: ['jobs', { page: 2 }], data: { total: 3 } }]);
    expect(client.getQueryData(['jobs', { page: 2 }])).toEqual({ total: 3 });
    expect(client.getQueryState(['jobs', { page: 2 }])?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });
});
