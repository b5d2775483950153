import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitKeys } from '#src/api/visits/query-keys';
import { fileKeys } from '#src/lib/file-keys';
import { createQueryClient } from '#src/lib/query-client';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { stubServices, testConfig } from '#src/test-support/render-app';
import { checkerKeys } from '../query-keys';
import { prefetchVisitCheck } from './prefetch-visit-check';

const photo = (id: number, fileId: number) => ({
  id,
  file_id: fileId,
  url: `/api/v1/files/${fileId}/content/`,
  is_preview: false,
  created_at: '2026-11-21T06:10:00.000Z',
});
// Only what the prefetch reads of the visit: its photos, question by question.
const visit = {
  id: 7,
  number: '1007',
  steps: [
    {
      id: 1,
      name: 'Шаг',
      questionnaire: { id: 1, name: 'Анкета' },
      questions: [
        { id: 1, photos: [photo(1, 101), photo(2, 102)] },
        { id: 2, photos: [photo(3, 103)] },
      ],
    },
  ],
};
const checkList = (id: number) => ({ id, name: `Чек-лист ${id}`, project_id: 1 });
const param = (id: number, checkListId: number) => ({
  id,
  check_list_id: checkListId,
  parent_id: null,
  name: `Параметр ${id}`,
  sort: id,
});

const PARAMS = '/svc/checker/api/v1/check_list_param/list/';
const content = (fileId: number) => `/svc/files/api/v1/files/${fileId}/content/`;

/** The stubbed services of a visit with two check lists and one earlier check with a photo. */
function stubCheck() {
  return stubServices({
    'GET /svc/main/feeds/7/': () => Response.json(visit),
    'POST /svc/checker/api/v1/check_list_logic/list/': () =>
      Response.json({ check_lists: [checkList(3), checkList(4)] }),
    [`POST ${PARAMS}`]: () => Response.json({ check_list_params: [param(1, 3)] }),
    'POST /svc/checker/api/v1/check_list_result/list/': () =>
      Response.json({
        check_list_results: { items: [{ id: 55 }], total: 1, limit: 100, offset: 0 },
      }),
    'POST /svc/main/file_links/list/': () =>
      Response.json({ file_links: [{ id: 9, generic_id: 55, file_id: 201 }] }),
    ...Object.fromEntries(
      [101, 102, 103, 201].map((fileId) => [
        `GET ${content(fileId)}`,
        () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
      ]),
    ),
  });
}

/** The paths the page asked for, each with its `?size=` when it had one. */
const asked = (fetchMock: ReturnType<typeof stubServices>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input));
    return url.pathname + url.search;
  });

beforeAll(() => setRuntimeConfig(testConfig));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prefetchVisitCheck', () => {
  it("starts every read of a visit's check: the visit, each check list's params, the earlier checks and all their photos", async () => {
    // The visit's photos at the grid size the checker chose.
    localStorage.setItem('sfa.visit-photo-size', JSON.stringify('small'));
    const fetchMock = stubCheck();
    const queryClient = createQueryClient(testConfig);
    prefetchVisitCheck(queryClient, 7, { photos: true });

    await vi.waitFor(() => {
      expect(queryClient.getQueryData(fileKeys.content(103, 'small'))).toBeTypeOf('string');
      expect(queryClient.getQueryData(fileKeys.content(201, 'square'))).toBeTypeOf('string');
    });
    expect(queryClient.getQueryData(visitKeys.detail(7))).toEqual(visit);
    // Each check list's params, whichever the checker will choose.
    const paramBodies = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith(PARAMS))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(paramBodies).toEqual([{ check_list_id: 3 }, { check_list_id: 4 }]);
    expect(queryClient.getQueryData(checkerKeys.checkListParams(3))).toEqual([param(1, 3)]);
    expect(queryClient.getQueryData(checkerKeys.checkListParams(4))).toBeDefined();
    expect(
      asked(fetchMock)
        .filter((path) => path.includes('/content/'))
        .sort(),
    ).toEqual([
      `${content(101)}?size=small`,
      `${content(102)}?size=small`,
      `${content(103)}?size=small`,
      `${content(201)}?size=square`,
    ]);
  });

  it('fetches no photo for a preload, only the reads', async () => {
    const fetchMock = stubCheck();
    const queryClient = createQueryClient(testConfig);
    prefetchVisitCheck(queryClient, 7, { photos: false });

    await vi.waitFor(() => {
      expect(queryClient.getQueryData(checkerKeys.checkListParams(4))).toBeDefined();
      expect(
        queryClient.getQueryData(
          checkerKeys.photos({
            generic_type: 'CHECK_LIST_RESULT',
            generic_id: [55],
            limit: 1000,
          }),
        ),
      ).toBeDefined();
    });
    // Past the turns the photos would have taken (one a task).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(fetchMock).filter((path) => path.includes('/content/'))).toEqual([]);
  });
});
