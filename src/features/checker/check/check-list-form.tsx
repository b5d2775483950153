import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Radio, Skeleton, Stack, Textarea } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorText } from '#src/api/api-error';
import { recheckUploadedLinks } from '#src/api/files/file-link-status';
import { feedKeys, visitKeys } from '#src/api/visits/query-keys';
import {
  errorSummary,
  type FieldErrors,
  serverFieldErrors,
} from '#src/components/form/contract-errors';
import { LoadPending } from '#src/components/ui/load-pending';
import { UploadStatus } from '#src/components/ui/upload-status';
import type { CheckList, CheckResultValue } from '#src/contracts/checker';
import { IMAGE_ACCEPT } from '#src/contracts/files';
import { OutboxStorageFullError } from '#src/offline/outbox-errors';
import type { ResizeOptions } from '#src/offline/resize-photo';
import { checkListParamsQueryOptions } from '../api/get-check-list';
import { checkerKeys } from '../query-keys';
import {
  isQueuedCheckResult,
  type SaveCheckResultInput,
  saveCheckResult,
} from '../save-check-result';
import {
  type AnswerDraft,
  answerFields,
  answerOf,
  type CheckDraft,
  checkErrors,
  checkFieldOf,
  checkFormMessages,
  emptyDraft,
  saveInputOf,
} from './check-form';
import { ParamTreeView } from './param-answer';
import { paramTree } from './param-tree';

interface CheckListFormProps {
  visitId: number;
  /** Its number, as the outbox names the visit. */
  visitNumber?: string;
  checkList: CheckList;
  photoSize?: ResizeOptions;
}

/** One check list filled in for a visit: every param judged, the result, a comment, photos. */
export function CheckListForm({ visitId, visitNumber, checkList, photoSize }: CheckListFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const params = useQuery(checkListParamsQueryOptions(checkList.id));
  const tree = useMemo(() => paramTree(params.data ?? []), [params.data]);
  const [draft, setDraft] = useState<CheckDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  // A refusal's field errors, each shown until its field is changed (as on every other form).
  const [refused, setRefused] = useState<FieldErrors>({});
  const errors = useMemo(
    () => (params.data ? checkErrors(i18n, visitId, checkList.id, params.data, draft) : {}),
    [i18n, visitId, checkList.id, params.data, draft],
  );
  const fields = useMemo(() => answerFields(params.data ?? []), [params.data]);
  const [photoLinkIds, setPhotoLinkIds] = useState<number[]>([]);
  const save = useMutation({
    mutationFn: (input: SaveCheckResultInput) => saveCheckResult(input, { photoSize, visitNumber }),
    onSuccess: async ({ result: saved, photoLinkIds: uploaded }) => {
      setPhotoLinkIds(uploaded);
      // The check's photos list refreshes again once the service says they are ready.
      void recheckUploadedLinks(queryClient, uploaded, checkerKeys.allPhotos());
      toasts.show({
        color: 'green',
        message: isQueuedCheckResult(saved)
          ? t`Проверка сохранена на устройстве и будет отправлена при подключении`
          : t`Проверка сохранена`,
      });
      setDraft(emptyDraft());
      setTried(false);
      setRefused({});
      const refreshed = Promise.all([
        queryClient.invalidateQueries({ queryKey: checkerKeys.all }),
        queryClient.invalidateQueries({ queryKey: visitKeys.detail(visitId) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.all }),
      ]);
      // Kept on the device, the check waits for a connection that may hang: the lists refresh
      // in the background and the form is free at once.
      if (!isQueuedCheckResult(saved)) await refreshed;
    },
    onError: (error) => setRefused(serverFieldErrors(i18n, error, checkFieldOf)),
  });

  if (params.isPending) {
    return (
      <LoadPending query={params}>
        <Skeleton height={240} />
      </LoadPending>
    );
  }
  // A failed refetch (offline, the server down) keeps the data it had: that is what to show.
  if (!params.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(params.error)}
      </Alert>
    );
  }

  const errorOf = (field: string | undefined) =>
    field === undefined ? undefined : ((tried ? errors[field] : undefined) ?? refused[field]);
  const changed = (field: string | undefined) => {
    if (field && refused[field]) setRefused(({ [field]: _changed, ...rest }) => rest);
  };
  const onAnswer = (paramId: number, answer: AnswerDraft) => {
    changed(fields.get(paramId));
    setDraft((current) => ({ ...current, answers: { ...current.answers, [paramId]: answer } }));
  };
  const failed = tried && Object.keys(errors).length > 0;
  const summary = !failed
    ? null
    : Object.keys(errors).some((field) => field.startsWith('answers'))
      ? i18n._(checkFormMessages.summary)
      : errorSummary(i18n, errors);
  const onSave = () => {
    setTried(true);
    setRefused({});
    const input = saveInputOf(visitId, checkList.id, params.data ?? [], draft);
    if (input && Object.keys(errors).length === 0) save.mutate(input);
  };

  return (
    <Stack data-testid="check-list-form">
      <ParamTreeView
        nodes={tree}
        answerOf={(paramId) => answerOf(draft, paramId)}
        onAnswer={onAnswer}
        problemOf={(paramId) => errorOf(fields.get(paramId))}
      />
      <Radio.Group<CheckResultValue>
        label={t`Итог проверки`}
        value={draft.result}
        error={errorOf('result')}
        onChange={(result) => {
          changed('result');
          setDraft((current) => ({ ...current, result }));
        }}
      >
        <Group mt="xs" gap="xl">
          <Radio value="accepted" color="green" size="md" label={t`Визит принят`} />
          <Radio value="rejected" color="red" size="md" label={t`Визит не принят`} />
        </Group>
      </Radio.Group>
      <Textarea
        label={t`Комментарий к проверке`}
        // Not autosize: its font watcher needs document.fonts, missing in the component tests.
        rows={3}
        value={draft.comment}
        error={errorOf('comment')}
        onChange={(event) => {
          const comment = event.currentTarget.value;
          changed('comment');
          setDraft((current) => ({ ...current, comment }));
        }}
      />
      <FileInput
        label={t`Фото к проверке`}
        placeholder={t`Выберите фото`}
        multiple
        clearable
        accept={IMAGE_ACCEPT}
        value={draft.photos}
        onChange={(photos) => setDraft((current) => ({ ...current, photos }))}
      />
      {summary && (
        <Alert color="red" variant="light" role="alert">
          {summary}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {save.error instanceof OutboxStorageFullError
            ? t`Память устройства заполнена: проверка не сохранена. Отправьте сохранённые записи, освободите место и сохраните снова.`
            : errorText(save.error)}
        </Alert>
      )}
      <UploadStatus linkIds={photoLinkIds} />
      <Button onClick={onSave} loading={save.isPending}>
        <Trans>Сохранить проверку</Trans>
      </Button>
    </Stack>
  );
}
