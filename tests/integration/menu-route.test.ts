import { NextRequest } from 'next/server';
import { GET } from '@/app/api/stores/[storeId]/menu/route';
import { createSqliteDocumentStore } from '@/lib/server/adapters/sqlite/sqlite-document-store';
import { createContainer, setContainerForTests, type Container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { testMenu, testStore } from '../support/catalogue';
import { ZMenuResponseSchema } from '@/lib/schemas/api/stores';
import { expectAnswer } from '../support/answer';

let app: Container;

beforeAll(async () => {
  app = createContainer(createSqliteDocumentStore({ filename: ':memory:' }));
  await loadCatalogue({
    documents: app.documents,
    catalogue: {
      stores: [
        testStore({ ID: '1', Slug: 'one', Name: 'One' }),
        testStore({ ID: '2', Slug: 'two', Name: 'Two' }),
        testStore({ ID: '3', Slug: 'off', Name: 'Off', IsEnabled: false }),
      ],
      menus: { '1': [testMenu(), testMenu({ MenuID: 'late', MenuName: 'Late night' })], '3': [testMenu()] },
    },
  });
  setContainerForTests(app);
});

afterAll(async () => {
  setContainerForTests(undefined);
  await app.documents.close();
});

function menuOf(storeId: string, query = '') {
  return GET(new NextRequest(`http://localhost/api/stores/${storeId}/menu${query}`), { params: Promise.resolve({ storeId }) });
}

describe('GET /api/stores/{storeId}/menu', () => {
  it('answers the active menu, cacheable for the 30 s re-evaluation', async () => {
    const response = await menuOf('1');
    await expectAnswer(response, ZMenuResponseSchema);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const body = await response.json();
    expect(body.storeId).toBe('1');
    expect(body.menu.MenuID).toBe('main');
    expect(Object.keys(body.menu.Products)).toEqual(['p1', 'p2', 'p3']);
  });

  it('selects a named menu with the menu query', async () => {
    expect((await (await menuOf('1', '?menu=Late%20night')).json()).menu.MenuID).toBe('late');
  });

  it.each([
    ['999', 404, 'STORE_NOT_FOUND'],
    ['3', 404, 'STORE_NOT_FOUND'],
    ['abc', 404, 'STORE_NOT_FOUND'],
    ['2', 404, 'NOT_FOUND'],
  ])('store %s answers %i %s', async (storeId, status, code) => {
    const response = await menuOf(storeId);
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(code);
  });

  it('refuses an over-long menu query with 400', async () => {
    expect((await menuOf('1', `?menu=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
