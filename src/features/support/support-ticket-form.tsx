import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '#src/api/api-error';
import { getSessionUser } from '#src/api/session';
import { useContractForm } from '#src/components/form/use-contract-form';
import { supportRequestCreateSchema } from '#src/contracts/support';
import { formatFileSize } from '#src/lib/file-size';
import { supportRequestTypesQueryOptions } from './api/list-support-request-types';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules';
import { supportMessages } from './support-messages';
import { useSubmitSupportRequest } from './use-submit-support-request';

interface Values {
  support_request_type_id: string | null;
  content: string;
  attachment: File | null;
}

/** The ticket form of spec section 5: type and description required, one optional image. */
export function SupportTicketForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const types = useQuery(supportRequestTypesQueryOptions());
  const submit = useSubmitSupportRequest();
  const { form, onSubmit, showServerError } = useContractForm<Values>({
    mode: 'controlled',
    schema: supportRequestCreateSchema,
    initialValues: { support_request_type_id: null, content: '', attachment: null },
    validateInputOnChange: true,
    // The attachment follows as an upload of its own; the ticket's contract does not carry it.
    toRequest: ({ support_request_type_id, content }) => ({ support_request_type_id, content }),
    checks: (values) => ({ attachment: attachmentProblem(values.attachment) }),
  });

  const send = onSubmit((_request, values) => {
    const typeId = Number(values.support_request_type_id);
    const type = types.data?.find((item) => item.id === typeId);
    const input = {
      userId: getSessionUser()?.id,
      typeId,
      isTechnical: type?.is_technical ?? false,
      content: values.content,
      attachment: values.attachment,
    };
    submit.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: i18n._(supportMessages.messageSuccess) });
        onDone();
      },
      onError: (error) => notifications.show({ color: 'red', message: showServerError(error) }),
    });
  });

  const ticketId = submit.createdTicketId;
  const ticketFiled = ticketId !== undefined;
  const attachment = form.getValues().attachment;
  const size = attachment ? formatFileSize(attachment.size) : '';
  return (
    <form onSubmit={send} noValidate>
      <Stack>
        {ticketFiled && (
          <Alert color="yellow" variant="light">
            <Trans>
              Обращение №{ticketId} создано, но файл не прикреплён. Отправьте ещё раз или уберите
              вложение.
            </Trans>
          </Alert>
        )}
        <Select
          label={t`Тип обращения`}
          withAsterisk
          disabled={ticketFiled}
          data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          placeholder={types.isPending ? t`Загрузка…` : t`Выберите тип`}
          nothingFoundMessage={t`Ничего не найдено`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('support_request_type_id')}
          error={
            form.errors.support_request_type_id ??
            (types.isError ? errorText(types.error) : undefined)
          }
        />
        <Textarea
          label={t`Описание`}
          withAsterisk
          disabled={ticketFiled}
          rows={5}
          maxLength={10_000}
          {...form.getInputProps('content')}
        />
        <FileInput
          label={t`Вложение`}
          placeholder={t`Изображение JPG, PNG, JPEG, GIF или WEBP`}
          accept={ATTACHMENT_ACCEPT}
          clearable
          description={attachment ? t`Размер: ${size}` : undefined}
          {...form.getInputProps('attachment')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" loading={submit.isPending}>
            <Trans>Отправить</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
