import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { Dialog } from '#src/components/ui/dialog';
import type { ImportKindName, ImportProcess } from '#src/contracts/imports';
import { DryRunReport } from './dry-run-report';
import { type ImportRequest, startImport } from './import-api';
import { ImportMappingStep } from './import-mapping-step';
import { ImportProgress } from './import-progress';
import { importKindsQueryOptions, importQueryOptions } from './import-queries';
import { importStep } from './import-steps';
import { NewImportForm } from './new-import-form';
import { importKeys } from './query-keys';

export interface NewImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The kind a list screen imports. */
  kind?: ImportKindName;
  projectId?: number;
}

/** "Новый импорт": the form, a dry run over the whole file, the mapping if needed, its report. */
export function NewImportDialog({ opened, onClose, ...initial }: NewImportDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog opened={opened} onClose={onClose} title={t`Новый импорт`} size="lg">
      {/* Mounted per opening: each opening starts on an empty form. */}
      {opened && <NewImportFlow initial={initial} onClose={onClose} />}
    </Dialog>
  );
}

/** The file and kind checked last: its mapping still holds. */
const sameFile = (next: ImportRequest, last: ImportRequest | null) =>
  last !== null && next.file === last.file && next.kind === last.kind;

function NewImportFlow({
  initial,
  onClose,
}: {
  initial: Partial<ImportRequest>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const kinds = useQuery(importKindsQueryOptions());
  // The request of the last dry run: the real run sends the same file, mode and mapping.
  const [request, setRequest] = useState<ImportRequest | null>(null);
  const [dryRunId, setDryRunId] = useState<number | null>(null);
  const dryRun = useQuery({ ...importQueryOptions(dryRunId ?? 0), enabled: dryRunId !== null });
  const step = importStep(dryRunId === null ? null : dryRun.data);

  const started = (process: ImportProcess) => {
    queryClient.setQueryData(importKeys.detail(process.id), process);
    void queryClient.invalidateQueries({ queryKey: importKeys.all });
  };
  const check = useMutation({
    mutationFn: startImport,
    onSuccess: (process, sent) => {
      started(process);
      setRequest(sent);
      setDryRunId(process.id);
    },
  });
  const run = useMutation({
    mutationFn: startImport,
    onSuccess: (process) => {
      started(process);
      onClose();
      void navigate({
        to: '/import-journal/$importId/$projectId',
        params: { importId: String(process.id), projectId: String(process.project_id) },
      });
    },
  });
  const back = () => {
    setDryRunId(null);
    check.reset();
    run.reset();
  };
  const kind = kinds.data?.find((each) => each.kind === request?.kind);

  if (step === 'checking' && dryRun.data) {
    return (
      <Stack>
        <Text>{t`Проверяем файл «${dryRun.data.file_name}»: ничего не записывается`}</Text>
        <ImportProgress progress={dryRun.data.progress} />
      </Stack>
    );
  }
  if (step === 'mapping' && dryRun.data && request) {
    return (
      <ImportMappingStep
        kind={kind}
        dryRun={dryRun.data}
        pending={check.isPending}
        onCheck={(mapping) => check.mutate({ ...request, mapping })}
        onBack={back}
      />
    );
  }
  if (step === 'report' && dryRun.data && request) {
    return (
      <DryRunReport
        dryRun={dryRun.data}
        pending={run.isPending}
        errorMessage={run.error ? errorText(run.error) : null}
        onImport={() => run.mutate({ ...request, dryRun: false })}
        onBack={back}
      />
    );
  }
  if (dryRunId !== null) {
    return dryRun.isError ? (
      <Text c="red">{errorText(dryRun.error)}</Text>
    ) : (
      <Loader aria-label={t`Загрузка…`} />
    );
  }
  return (
    <NewImportForm
      kinds={kinds.data}
      initial={request ?? initial}
      pending={check.isPending}
      error={check.error}
      onCheck={(next) =>
        check.mutate(sameFile(next, request) ? { ...next, mapping: request?.mapping } : next)
      }
      onCancel={onClose}
    />
  );
}
