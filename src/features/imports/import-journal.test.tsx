import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessContext } from '#src/access/can';
import { clearSession, setSession } from '#src/api/session';
import { PERMISSION_AREAS } from '#src/contracts/enums';
import type { ImportProcess } from '#src/contracts/imports';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import {
  pathOf,
  renderAt,
  sessionOf,
  stubServices,
  testConfig,
} from '#src/test-support/render-app';
import { importKeys } from './query-keys';

const IMPORTS = '/svc/import/api/v1/imports/';
const column = (key: string, header: string, required: boolean) => ({
  key,
  header,
  required,
  type: 'text',
  example: '',
  synonyms: [],
  options: null,
  description: '',
});
const KINDS = {
  items: [
    {
      kind: 'PROJECT_OUTLETS',
      group: 'outlets',
      group_label: 'Торговые точки',
      label: 'Торговые точки проекта',
      description: 'Строка — торговая точка проекта',
      columns: [column('external_code', 'Код ТТ', true), column('name', 'Название', true)],
      key: ['external_code'],
      available: true,
    },
    {
      kind: 'QAPO',
      group: 'questionnaires',
      group_label: 'Анкеты',
      label: 'Анкеты по точкам',
      description: '',
      columns: [],
      key: [],
      available: false,
    },
  ],
};

function processOf(fields: Partial<ImportProcess>): ImportProcess {
  return {
    id: 1,
    project_id: 1,
    project_name: 'Проект один',
    kind: 'PROJECT_OUTLETS',
    status: 'completed',
    dry_run: true,
    mode: 'all_or_nothing',
    user: null,
    file_name: 'точки.csv',
    file_size: 2048,
    file_hash: 'abc',
    headers: [],
    mapping: {},
    unmatched_columns: [],
    progress: { done: 0, total: null },
    counts: { created: 0, updated: 0, unchanged: 0, refused: 0 },
    error_data: { common: [], other: { rows: [] } },
    same_file_import_id: null,
    has_errors_file: false,
    created_at: '2026-12-03T09:00:00Z',
    started_at: null,
    finished_at: null,
    ...fields,
  };
}
const page = (items: unknown[]) => ({ items, total: items.length, limit: 20, offset: 0 });

/** The session's user may read everything and start imports. */
function permissions() {
  const read = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'READ' as const]));
  const { flags, rights } = accessContext(['leader'], read);
  return Response.json({
    user_id: 1,
    roles: ['leader'],
    project_ids: [1],
    flags,
    rights,
    permissions: { ...read, imports: 'CREATE' },
  });
}

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});
beforeEach(() => {
  clearSession();
  setSession(sessionOf(['leader']));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the import journal', () => {
  it('lists imports with Russian statuses and asks again while one is running', async () => {
    let asked = 0;
    stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
      [`POST ${IMPORTS}list/`]: () => {
        asked += 1;
        const running = processOf({
          id: 2,
          status: 'in_progress',
          progress: { done: 5, total: 20 },
        });
        const done = processOf({
          id: 2,
          status: 'completed',
          counts: { ...running.counts, created: 20 },
        });
        return Response.json(page([asked === 1 ? running : done, processOf({ id: 1 })]));
      },
    });
    renderAt('/import-journal');
    expect(await screen.findByText('Выполняется')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Обработано строк: 5 из 20')).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByText('Торговые точки проекта').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText('Завершён')).toHaveLength(2), {
      timeout: 4000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // Every row finished: no more asking.
    expect(asked).toBe(2);
    // Two real polling intervals and a third one waited out: past the default 5 s on a busy host.
  }, 15_000);

  it('says so when there are no imports yet', async () => {
    stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
      [`POST ${IMPORTS}list/`]: Response.json(page([])),
    });
    renderAt('/import-journal');
    expect(await screen.findByText('Импортов пока нет')).toBeInstanceOf(HTMLElement);
  });
});

// Whole screens through the real router and a multi-step dialog: slow on a busy machine.
const SCREEN_FLOW = { timeout: 15_000 };

describe('a new import', SCREEN_FLOW, () => {
  it('checks the file, asks for the mapping, reports, then imports and opens the import', async () => {
    const sent: FormData[] = [];
    const started = [
      processOf({ id: 10, status: 'pending' }),
      processOf({ id: 11, status: 'pending' }),
      processOf({ id: 12, status: 'pending', dry_run: false }),
    ];
    const finished: Record<number, ImportProcess> = {
      10: processOf({
        id: 10,
        status: 'completed_with_errors',
        headers: ['Шифр', 'Название'],
        mapping: { Название: 'name' },
        unmatched_columns: ['external_code'],
        error_data: { common: ['Не найдены обязательные столбцы: Код ТТ'], other: { rows: [] } },
      }),
      11: processOf({
        id: 11,
        mode: 'valid_rows',
        status: 'completed_with_errors',
        counts: { created: 2, updated: 0, unchanged: 0, refused: 1 },
        error_data: {
          common: [],
          other: {
            rows: [{ row: 4, column: 'Город', value: 'Нетакогограда', message: 'Город не найден' }],
          },
        },
        same_file_import_id: 7,
      }),
      12: processOf({
        id: 12,
        status: 'in_progress',
        dry_run: false,
        progress: { done: 1, total: 3 },
      }),
    };
    const fetchMock = stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
      [`POST ${IMPORTS}list/`]: Response.json(page([])),
      'POST /svc/main/projects/list/': Response.json(page([{ id: 1, name: 'Проект один' }])),
      'POST /svc/main/v2/projects/list/': Response.json(page([{ id: 1, name: 'Проект один' }])),
      [`POST ${IMPORTS}`]: () => Response.json(started[sent.length - 1], { status: 202 }),
      [`GET ${IMPORTS}10/`]: Response.json(finished[10]),
      [`GET ${IMPORTS}11/`]: Response.json(finished[11]),
      [`GET ${IMPORTS}12/`]: Response.json(finished[12]),
    });
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return original ? original(input, init) : Response.error();
    });

    const router = renderAt('/import-journal');
    fireEvent.click(await screen.findByRole('button', { name: 'Новый импорт' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect(await within(dialog).findByText('Выберите файл для импорта')).toBeInstanceOf(
      HTMLElement,
    );

    fireEvent.click(within(dialog).getByRole('combobox', { name: /Вид импорта/ }));
    expect(
      screen.getByRole('option', { name: /Анкеты по точкам/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Торговые точки проекта' }));
    expect(within(dialog).getByText('Строка — торговая точка проекта')).toBeInstanceOf(HTMLElement);

    const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    fireEvent.change(fileInput, { target: { files: [new File(['x'], 'photo.png')] } });
    expect(
      await within(dialog).findByText(
        'Недопустимый формат файла: можно загрузить XLS, XLSX или CSV',
      ),
    ).toBeInstanceOf(HTMLElement);
    const file = new File(['Шифр;Название\r\nT-1;Магазин\r\n'], 'точки.csv', { type: 'text/csv' });
    fireEvent.change(fileInput, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Только верные строки/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Проект/ })).toHaveProperty(
        'value',
        'Проект один',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));

    // The file lacks the code column: each header gets a column.
    const codeField = await within(dialog).findByRole('combobox', {
      name: 'Поле для столбца «Шифр»',
    });
    expect(within(dialog).getByText('Не указаны обязательные поля: Код ТТ')).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.click(codeField);
    fireEvent.click(screen.getByRole('option', { name: 'Код ТТ *' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));

    expect(await within(dialog).findByText('Результат проверки')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('Нетакогограда')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('импорт №7')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Импортировать' }));

    await waitFor(() => expect(pathOf(router)).toBe('/import-journal/12/1'));
    expect(await screen.findByRole('heading', { name: 'Импорт №12' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInstanceOf(HTMLElement);

    expect(sent).toHaveLength(3);
    const [first, second, real] = sent;
    expect(Object.fromEntries([...first.entries()].filter(([name]) => name !== 'file'))).toEqual({
      kind: 'PROJECT_OUTLETS',
      project_id: '1',
      dry_run: 'true',
      mode: 'valid_rows',
    });
    expect(JSON.parse(String(second.get('mapping')))).toEqual({
      Шифр: 'external_code',
      Название: 'name',
    });
    expect(real.get('dry_run')).toBe('false');
    expect(real.get('mapping')).toBe(second.get('mapping'));
    expect((real.get('file') as File).name).toBe('точки.csv');
  });
});

describe('"Импорт" on a list screen', SCREEN_FLOW, () => {
  it("opens the dialog with the list's kind chosen, for whom may start imports only", async () => {
    stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
    });
    renderAt('/catalog/outlets');
    fireEvent.click(await screen.findByRole('button', { name: 'Импорт' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Строка — торговая точка проекта')).toBeInstanceOf(
      HTMLElement,
    );
    cleanup();
    stubServices({ [`GET ${IMPORTS}kinds/`]: Response.json(KINDS) });
    renderAt('/catalog/outlets');
    expect(await screen.findByRole('heading', { name: 'Торговые точки проекта' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByRole('button', { name: 'Импорт' })).toBeNull();
  });

  it('refuses to check a kind the service does not offer yet', async () => {
    stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
    });
    const router = renderAt('/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Импорт' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(router.queryClient.getQueryData(importKeys.kinds)).toBeDefined());
    expect(within(dialog).getByRole('button', { name: 'Скачать шаблон' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect(await within(dialog).findByText('Этот вид импорта пока недоступен')).toBeInstanceOf(
      HTMLElement,
    );
  });
});

describe("an import's page", () => {
  it('shows the first common message, the error text, the refused rows and their file', async () => {
    const refused = processOf({
      id: 5,
      dry_run: false,
      status: 'completed_with_errors',
      counts: { created: 0, updated: 0, unchanged: 0, refused: 1 },
      error_data: {
        common: ['Есть ошибки в строках: ничего не записано', 'второе'],
        other: {
          rows: [{ row: 4, column: 'Город', value: 'Нетакогограда', message: 'Город не найден' }],
        },
      },
      has_errors_file: true,
    });
    const fetchMock = stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
      [`GET ${IMPORTS}5/`]: Response.json(refused),
      [`GET ${IMPORTS}5/errors/`]: () =>
        new Response('Код ТТ;Ошибка\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:errors');
    renderAt('/import-journal/5/1');
    expect(await screen.findByRole('heading', { name: 'Импорт №5' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe('Есть ошибки в строках: ничего не записано');
    expect(screen.getByText('Ошибка: Есть ошибки в строках: ничего не записано')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByText('Нетакогограда')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Скачать файл ошибок' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/imports/5/errors/'))).toBe(
        true,
      ),
    );
  });

  it('cancels an import not finished yet once the user confirms', async () => {
    const running = processOf({ id: 6, dry_run: false, status: 'pending' });
    let cancelled = false;
    const fetchMock = stubServices({
      'POST /svc/main/settings/my_permissions/': permissions,
      [`GET ${IMPORTS}kinds/`]: Response.json(KINDS),
      [`GET ${IMPORTS}6/`]: () =>
        Response.json(cancelled ? { ...running, status: 'cancelled' } : running),
      [`POST ${IMPORTS}6/cancel/`]: () => {
        cancelled = true;
        return Response.json({ ...running, status: 'cancelled' });
      },
    });
    renderAt('/import-journal/6/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить импорт' }));
    expect(await screen.findByText('Отменён')).toBeInstanceOf(HTMLElement);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/imports/6/cancel/'))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
  });
});
