import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#src/api/api-error';
import { ResourceSelect } from '#src/components/crud/resource-select';
import { useResourceOptions } from '#src/components/crud/use-resource-options';
import { useContractForm } from '#src/components/form/use-contract-form';
import {
  IMPORT_MODES,
  type ImportKindInfo,
  type ImportKindName,
  type ImportMode,
  importCreateFieldsSchema,
} from '#src/contracts/imports';
import { projectsResource } from '#src/resources/projects';
import { downloadTemplate, type ImportRequest } from './import-api';
import { ImportFileField } from './import-file-field';
import { importFileProblem } from './import-file-rules';
import { ImportKindSelect } from './import-kind-select';
import { importModeDescriptions, importModeLabels } from './import-labels';

const noFile = msg`Выберите файл для импорта`;
const notAvailable = msg`Этот вид импорта пока недоступен`;

interface Values {
  kind: string | null;
  project_id: string | null;
  mode: ImportMode;
  file: File | null;
}

interface NewImportFormProps {
  kinds: readonly ImportKindInfo[] | undefined;
  /** What the form starts with: a list screen's kind, the last try's choices. */
  initial: Partial<ImportRequest>;
  pending: boolean;
  /** A refusal of the last start, to show above the buttons; null when there is none. */
  error: Error | null;
  onCheck: (request: ImportRequest) => void;
  onCancel: () => void;
}

/** The first step: kind, project, file and mode; "Проверить" starts the dry run. */
export function NewImportForm({
  kinds,
  initial,
  pending,
  error,
  onCheck,
  onCancel,
}: NewImportFormProps) {
  const { t, i18n } = useLingui();
  const projects = useResourceOptions(projectsResource);
  const [downloading, setDownloading] = useState(false);
  const { form, summary, onSubmit } = useContractForm<Values>({
    mode: 'controlled',
    schema: importCreateFieldsSchema,
    // The file's format and size are told as soon as it is picked.
    validateInputOnChange: true,
    initialValues: {
      kind: initial.kind ?? null,
      project_id: initial.projectId ? String(initial.projectId) : null,
      mode: initial.mode ?? 'all_or_nothing',
      file: initial.file ?? null,
    },
    // The file goes as the multipart's file part, beside the fields the contract checks.
    toRequest: ({ kind, project_id, mode }) => ({ kind, project_id, mode, dry_run: true }),
    checks: (values) => ({
      file: values.file ? importFileProblem(values.file) : noFile,
      // A list screen may open the dialog on a kind that comes later.
      kind:
        kinds && values.kind && !kinds.some((each) => each.kind === values.kind && each.available)
          ? notAvailable
          : null,
    }),
  });
  const values = form.getValues();
  // One project: nothing to choose. Once per list of projects (the form's setters change with
  // its values, so they cannot be the effect's dependency).
  const onlyProject = projects.options.length === 1 ? String(projects.options[0].value) : null;
  const defaulted = useRef<string | null>(null);
  useEffect(() => {
    if (!onlyProject || defaulted.current === onlyProject) return;
    defaulted.current = onlyProject;
    if (!form.getValues().project_id) form.setFieldValue('project_id', onlyProject);
  });
  const kind = kinds?.find((each) => each.kind === values.kind);

  const send = onSubmit((_request, chosen) => {
    if (!chosen.file || !chosen.kind || !chosen.project_id) return;
    onCheck({
      kind: chosen.kind as ImportKindName,
      projectId: Number(chosen.project_id),
      file: chosen.file,
      mode: chosen.mode,
      dryRun: true,
    });
  });

  const template = async () => {
    if (!kind) return;
    setDownloading(true);
    try {
      await downloadTemplate(kind);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(failure) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <ImportKindSelect kinds={kinds} {...form.getInputProps('kind')} />
        <ResourceSelect
          resource={projectsResource}
          label={t`Проект`}
          placeholder={t`Выберите проект`}
          withAsterisk
          {...form.getInputProps('project_id')}
        />
        <ImportFileField
          value={values.file}
          onChange={(file) => form.setFieldValue('file', file)}
          error={form.errors.file}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!kind?.available}
            loading={downloading}
            onClick={template}
          >
            <Trans>Скачать шаблон</Trans>
          </Button>
        </Group>
        <Radio.Group label={t`Режим`} {...form.getInputProps('mode')}>
          <Stack gap="xs" mt={4}>
            {IMPORT_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={i18n._(importModeLabels[mode])}
                description={i18n._(importModeDescriptions[mode])}
              />
            ))}
          </Stack>
        </Radio.Group>
        {(summary || error !== null) && (
          <Alert color="red" variant="light" role="alert">
            {error !== null ? errorText(error) : summary}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            <Trans>Проверить</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
