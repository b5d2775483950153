import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '#src/components/ui/anchor-link';
import type { ImportProcess } from '#src/contracts/imports';
import { ImportCounts } from './import-counts';
import { ImportErrorsTable } from './import-errors-table';

/** How many refused rows the report lists; the rest are in the import's own page and file. */
const SHOWN_ERRORS = 10;

interface DryRunReportProps {
  dryRun: ImportProcess;
  pending: boolean;
  /** Why the real run did not start. */
  errorMessage: string | null;
  onImport: () => void;
  onBack: () => void;
}

/** What a real run of the file would do; "Импортировать" runs it. */
export function DryRunReport({
  dryRun,
  pending,
  errorMessage,
  onImport,
  onBack,
}: DryRunReportProps) {
  const [common] = dryRun.error_data.common;
  const rows = dryRun.error_data.other.rows.slice(0, SHOWN_ERRORS);
  const { created, updated, unchanged, refused } = dryRun.counts;
  const nothingValid = created + updated + unchanged === 0;
  const atomicRefused = dryRun.mode === 'all_or_nothing' && refused > 0;
  const earlier = dryRun.same_file_import_id;
  return (
    <Stack>
      <Title order={4}>
        <Trans>Результат проверки</Trans>
      </Title>
      {common && (
        <Alert color="red" variant="light" role="alert">
          {common}
        </Alert>
      )}
      {earlier !== null && (
        <Alert color="yellow" variant="light">
          <Trans>
            Этот файл уже импортировали в этот проект:{' '}
            <AnchorLink
              to="/import-journal/$importId/$projectId"
              params={{ importId: String(earlier), projectId: String(dryRun.project_id) }}
            >
              импорт №{earlier}
            </AnchorLink>
            .
          </Trans>
        </Alert>
      )}
      <ImportCounts counts={dryRun.counts} />
      {rows.length > 0 && (
        <Stack gap="xs">
          <Text fw={500}>
            <Trans>Первые отклонённые строки</Trans>
          </Text>
          <ImportErrorsTable rows={rows} />
        </Stack>
      )}
      {atomicRefused && !nothingValid && (
        <Text size="sm" c="dimmed">
          <Trans>
            В режиме «Всё или ничего» при отклонённых строках ничего не запишется: исправьте их или
            вернитесь и выберите режим «Только верные строки».
          </Trans>
        </Text>
      )}
      {errorMessage && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          <Trans>Назад</Trans>
        </Button>
        <Button disabled={nothingValid || atomicRefused} loading={pending} onClick={onImport}>
          <Trans>Импортировать</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
