import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { LoadPending } from '#src/components/ui/load-pending';
import type { ResizeOptions } from '#src/offline/resize-photo';
import { checkListParamsQueryOptions, visitCheckListsQueryOptions } from '../api/get-check-list';
import { CheckListForm } from './check-list-form';
import { CheckResultsList } from './check-results-list';

/** The check list of a visit (its project and check type) to fill in, and its earlier checks. */
export function CheckListPanel({
  visitId,
  visitNumber,
  photoSize,
}: {
  visitId: number;
  /** Its number, as the outbox names the visit. */
  visitNumber?: string;
  /** How photos are resized before they are sent: the visit project's settings. */
  photoSize?: ResizeOptions;
}) {
  const { t } = useLingui();
  const lists = useQuery(visitCheckListsQueryOptions(visitId));
  const [chosen, setChosen] = useState<number | null>(null);
  const checkList = lists.data?.find((list) => list.id === chosen) ?? lists.data?.[0];
  const params = useQuery({
    ...checkListParamsQueryOptions(checkList?.id ?? 0),
    enabled: Boolean(checkList),
  });
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          <Title order={3}>
            <Trans>Чек-лист</Trans>
          </Title>
          {lists.isPending && (
            <LoadPending query={lists}>
              <Skeleton height={240} />
            </LoadPending>
          )}
          {/* A failed refetch keeps its data (offline, the server down): shown without alarm. */}
          {lists.isError && !lists.data && (
            <Alert color="red" variant="light" role="alert">
              {errorText(lists.error)}
            </Alert>
          )}
          {lists.data?.length === 0 && (
            <Text c="dimmed" data-testid="no-check-list">
              <Trans>Чек-лист не найден</Trans>
            </Text>
          )}
          {lists.data && lists.data.length > 1 && (
            <Select
              label={t`Чек-лист`}
              allowDeselect={false}
              data={lists.data.map((list) => ({ value: String(list.id), label: list.name }))}
              value={checkList ? String(checkList.id) : null}
              onChange={(value) => value && setChosen(Number(value))}
            />
          )}
          {checkList && (
            <>
              {lists.data?.length === 1 && <Text fw={500}>{checkList.name}</Text>}
              <CheckListForm
                key={checkList.id}
                visitId={visitId}
                visitNumber={visitNumber}
                checkList={checkList}
                photoSize={photoSize}
              />
            </>
          )}
        </Stack>
      </Paper>
      <CheckResultsList visitId={visitId} params={params.data ?? []} />
    </Stack>
  );
}
