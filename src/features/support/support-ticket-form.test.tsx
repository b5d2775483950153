import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#src/app-providers';
import { activateDefaultLocale, activateLocale } from '#src/lib/i18n';
import { createQueryClient } from '#src/lib/query-client';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { stubServices, testConfig } from '#src/test-support/render-app';
import { SupportTicketForm } from './support-ticket-form';

const TYPES = '/svc/main/support_request_types/list/';
const typeList = Response.json({
  items: [{ id: 1, name: 'Ошибка в приложении', code: 'bug', is_technical: true }],
  total: 1,
  limit: 100,
  offset: 0,
});

beforeAll(() => setRuntimeConfig(testConfig));
beforeEach(() => {
  activateDefaultLocale();
  stubServices({ [`POST ${TYPES}`]: typeList });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const view = render(
    <AppProviders>
      <QueryClientProvider client={createQueryClient(testConfig)}>
        <SupportTicketForm onDone={() => {}} />
      </QueryClientProvider>
    </AppProviders>,
  );
  const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!fileInput) throw new Error('no file input');
  return { ...view, fileInput };
}

const pick = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('SupportTicketForm', () => {
  it('requires the type and the description on submit', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findAllByText('Поле обязательно для заполнения')).toHaveLength(2);
  });

  it('validates the description as it changes', async () => {
    renderForm();
    const description = screen.getByRole('textbox', { name: /Описание/ });
    fireEvent.change(description, { target: { value: 'Не грузится' } });
    fireEvent.change(description, { target: { value: '   ' } });
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInstanceOf(HTMLElement);
    fireEvent.change(description, { target: { value: 'Не грузится фото' } });
    await waitFor(() => expect(screen.queryByText('Поле обязательно для заполнения')).toBeNull());
  });

  it('shows the chosen image’s size and refuses other formats in Russian', async () => {
    const { fileInput } = renderForm();
    pick(fileInput, new File([new Uint8Array(1536)], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Размер: 1.5 KB')).toBeInstanceOf(HTMLElement);
    pick(fileInput, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        'Недопустимый формат файла: можно прикрепить JPG, PNG, JPEG, GIF или WEBP',
      ),
    ).toBeInstanceOf(HTMLElement);
  });

  it("shows 'fieldRequired' in the user's language", async () => {
    await activateLocale('en');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });
});
