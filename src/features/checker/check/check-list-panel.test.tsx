import { hydrate, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { AppProviders } from '#src/app-providers';
import { activateDefaultLocale } from '#src/lib/i18n';
import { createQueryClient } from '#src/lib/query-client';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { OutboxStorageFullError } from '#src/offline/outbox-errors';
import { sentBody, stubServices, testConfig } from '#src/test-support/render-app';
import { checkerKeys } from '../query-keys';
import { saveCheckResult } from '../save-check-result';
import { CheckListPanel } from './check-list-panel';

vi.mock('../save-check-result', () => ({
  saveCheckResult: vi.fn(),
  isQueuedCheckResult: () => false,
}));
const save = vi.mocked(saveCheckResult);

const LISTS = 'POST /svc/checker/api/v1/check_list_logic/list/';
const PARAMS = 'POST /svc/checker/api/v1/check_list_param/list/';
const RESULTS = 'POST /svc/checker/api/v1/check_list_result/list/';
const noResults = () =>
  Response.json({ check_list_results: { items: [], total: 0, limit: 100, offset: 0 } });
const checkList = {
  id: 3,
  name: 'Проверка анкеты визита',
  project_id: 1,
  check_type: 'questionnaire',
  questionnaire_id: null,
  is_active: true,
};
const param = (id: number, parent_id: number | null, name: string) => ({
  id,
  check_list_id: 3,
  parent_id,
  name,
  sort: id,
});

beforeAll(() => setRuntimeConfig(testConfig));
beforeEach(() => {
  activateDefaultLocale();
  save.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = (queryClient = createQueryClient(testConfig)) =>
  render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <CheckListPanel visitId={7} photoSize={{ maxSide: 1280, quality: 0.7 }} />
      </QueryClientProvider>
    </AppProviders>,
  );

describe('CheckListPanel', () => {
  it("says 'Чек-лист не найден' when no check list applies to the visit", async () => {
    stubServices({ [LISTS]: () => Response.json({ check_lists: [] }), [RESULTS]: noResults });
    renderPanel();
    expect(await screen.findByText('Чек-лист не найден')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Сохранить проверку' })).toBeNull();
  });

  it('says offline that a check list never loaded here is not on the device, not skeletons', async () => {
    const fetchMock = stubServices({ [RESULTS]: noResults });
    onlineManager.setOnline(false);
    try {
      renderPanel();
      expect(
        await screen.findAllByText('Нет подключения к сети: эти данные не сохранены на устройстве'),
      ).not.toHaveLength(0);
      expect(document.querySelector('.mantine-Skeleton-root')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('nests the params, asks for every one, and saves the judged check', async () => {
    stubServices({
      [LISTS]: () => Response.json({ check_lists: [checkList] }),
      [PARAMS]: () =>
        Response.json({
          check_list_params: [
            param(1, null, 'Фотоотчёт'),
            param(2, 1, 'Фото чёткие'),
            param(3, 1, 'Видна вся полка'),
          ],
        }),
      [RESULTS]: noResults,
    });
    save.mockResolvedValue({
      result: { id: 55 },
      photoLinkIds: [],
    } as unknown as Awaited<ReturnType<typeof saveCheckResult>>);
    renderPanel();
    const sharp = await screen.findByRole('group', { name: 'Фото чёткие' });
    expect(screen.getByText('Фотоотчёт')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('group', { name: 'Фотоотчёт' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));
    expect(await screen.findAllByText('Оцените параметр')).toHaveLength(2);

    fireEvent.click(within(sharp).getByText('Не принят', { exact: true }));
    const shelf = screen.getByRole('group', { name: 'Видна вся полка' });
    fireEvent.click(within(shelf).getByText('Принят', { exact: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));
    expect(await within(sharp).findByText('Поле обязательно для заполнения')).toBeInstanceOf(
      HTMLElement,
    );
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(within(sharp).getByRole('textbox'), { target: { value: 'Размыто' } });
    // A rejected param does not choose the verdict for the checker.
    const verdict = screen.getByRole('radiogroup', { name: 'Итог проверки' });
    // Mantine's own mark of the chosen radio: happy-dom's `checked` of a controlled radio lags.
    const chosen = () => verdict.querySelector('[data-checked]');
    expect(chosen()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));
    expect(
      await screen.findByText('Выберите итог проверки: визит принят или не принят'),
    ).toBeInstanceOf(HTMLElement);
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(within(verdict).getByRole('radio', { name: 'Визит не принят' }));
    expect(chosen()).not.toBeNull();
    expect(screen.queryByText(/Выберите итог проверки/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // The next check starts with no verdict again, not the one just saved nor 'accepted'.
    await waitFor(() => expect(chosen()).toBeNull());
    expect(save).toHaveBeenCalledWith(
      {
        visit_id: 7,
        check_list_id: 3,
        result: 'rejected',
        comment: null,
        answers: [
          { param_id: 2, accepted: false, comment: 'Размыто' },
          { param_id: 3, accepted: true, comment: null },
        ],
        photos: [],
      },
      // The visit project's photo size goes with it, for the device to resize to.
      { photoSize: { maxSide: 1280, quality: 0.7 } },
    );
  });

  it("puts a refusal's field errors under their params until they are changed", async () => {
    stubServices({
      [LISTS]: () => Response.json({ check_lists: [checkList] }),
      [PARAMS]: () =>
        Response.json({
          check_list_params: [param(1, null, 'Фото чёткие'), param(2, null, 'Видна вся полка')],
        }),
      [RESULTS]: noResults,
    });
    save.mockRejectedValue(
      new ApiError(1, 400, 'Исправьте ошибки, допущенные при заполнении формы', {
        detail: 'Исправьте ошибки, допущенные при заполнении формы',
        errors: [{ field: 'answers.1.comment', message: 'Параметр оценён дважды' }],
      }),
    );
    renderPanel();
    const sharp = await screen.findByRole('group', { name: 'Фото чёткие' });
    const shelf = screen.getByRole('group', { name: 'Видна вся полка' });
    fireEvent.click(within(sharp).getByText('Принят', { exact: true }));
    fireEvent.click(within(shelf).getByText('Принят', { exact: true }));
    fireEvent.click(screen.getByRole('radio', { name: 'Визит принят' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));
    expect(await within(shelf).findByText('Параметр оценён дважды')).toBeInstanceOf(HTMLElement);
    expect(within(sharp).queryByText('Параметр оценён дважды')).toBeNull();

    fireEvent.change(within(shelf).getByRole('textbox'), { target: { value: 'Ок' } });
    expect(within(shelf).queryByText('Параметр оценён дважды')).toBeNull();
  });

  it('says the device is full when the check could not be stored, and keeps what was filled in', async () => {
    stubServices({
      [LISTS]: () => Response.json({ check_lists: [checkList] }),
      [PARAMS]: () => Response.json({ check_list_params: [param(1, null, 'Ценники на месте')] }),
      [RESULTS]: noResults,
    });
    save.mockRejectedValue(new OutboxStorageFullError());
    renderPanel();
    const shelf = await screen.findByRole('group', { name: 'Ценники на месте' });
    fireEvent.click(within(shelf).getByText('Принят', { exact: true }));
    fireEvent.click(screen.getByRole('radio', { name: 'Визит принят' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));

    const alert = await screen.findByText(/Память устройства заполнена: проверка не сохранена/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    const verdict = screen.getByRole('radiogroup', { name: 'Итог проверки' });
    expect(verdict.querySelector('[data-checked]')).not.toBeNull();
  });

  it('shows the saved photos as processing until the link re-check says they are ready', async () => {
    let answerStatus: (response: Response) => void = () => {};
    const status = new Promise<Response>((resolve) => {
      answerStatus = resolve;
    });
    const fetchMock = stubServices({
      [LISTS]: () => Response.json({ check_lists: [checkList] }),
      [PARAMS]: () => Response.json({ check_list_params: [param(1, null, 'Ценники на месте')] }),
      [RESULTS]: noResults,
      'POST /svc/files/api/v1/file_links/status/': () => status,
    });
    save.mockResolvedValue({
      result: { id: 55 },
      photoLinkIds: [61, 62],
    } as unknown as Awaited<ReturnType<typeof saveCheckResult>>);
    renderPanel();
    const shelf = await screen.findByRole('group', { name: 'Ценники на месте' });
    fireEvent.click(within(shelf).getByText('Принят', { exact: true }));
    fireEvent.click(screen.getByRole('radio', { name: 'Визит принят' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить проверку' }));

    expect(await screen.findByText('Фото обрабатываются…')).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/file_links/status/')).toEqual({ ids: [61, 62] }),
    );
    answerStatus(
      Response.json({
        items: [
          { id: 61, status: 'ready' },
          { id: 62, status: 'ready' },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByText('Фото обрабатываются…')).toBeNull());
    expect(screen.queryByTestId('upload-not-ready')).toBeNull();
  });

  // Restored from the device after a refetch that failed (offline, the server down): the error
  // sits beside good data, and the data is what the checker needs.
  it('shows the check list from data a failed refetch left an error beside', async () => {
    stubServices({ [RESULTS]: noResults });
    const queryClient = createQueryClient(testConfig);
    const failedWith = (queryKey: readonly unknown[], data: unknown) => ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      dehydratedAt: Date.now(),
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: Date.now(),
        error: new Error('Failed to fetch'),
        errorUpdateCount: 1,
        errorUpdatedAt: Date.now(),
        fetchFailureCount: 1,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'error' as const,
        fetchStatus: 'idle' as const,
      },
    });
    hydrate(queryClient, {
      mutations: [],
      queries: [
        failedWith(checkerKeys.checkLists(7), [checkList]),
        failedWith(checkerKeys.checkListParams(3), [param(1, null, 'Ценники на месте')]),
      ],
    });
    renderPanel(queryClient);
    expect(await screen.findByRole('group', { name: 'Ценники на месте' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
