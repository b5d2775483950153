import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import { useResourceCan } from '#src/components/crud/resource-access';
import type { Planogram } from '#src/contracts/catalog/planograms';
import { PDF_MIME, PLANOGRAM_ACCEPT, PLANOGRAM_MIMES } from '#src/contracts/files';
import { useFileUrl } from '#src/lib/use-file-url';
import { planogramsResource } from '#src/resources/planograms';
import { useUploadPlanogramFile } from './planogram-api';

const EXTENSIONS = /\.(jpe?g|png|gif|webp|pdf)$/i;

/** What the picker let through that is no image or PDF (the service checks the bytes again). */
const acceptable = (file: File) =>
  (PLANOGRAM_MIMES as readonly string[]).includes(file.type) ||
  (!file.type && EXTENSIONS.test(file.name));

/**
 * The planogram's file on its page: an image is shown, a PDF opens in a new tab. Whoever may
 * change planograms uploads a new one (an image or a PDF); anything else is refused here and by
 * the service.
 */
export function PlanogramFile({ row }: { row: Planogram }) {
  const { t } = useLingui();
  const canEdit = useResourceCan(planogramsResource, 'update');
  const upload = useUploadPlanogramFile(row.id);
  const [refused, setRefused] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!acceptable(file)) {
      setRefused(t`Недопустимый формат файла: загрузите изображение (JPG, PNG, GIF, WEBP) или PDF`);
      return;
    }
    setRefused(null);
    upload.mutate(file, {
      onSuccess: () => toasts.show({ color: 'green', message: t`Файл планограммы загружен` }),
    });
  };

  return (
    <Paper withBorder p="md" maw={720} data-testid="planogram-file">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            <Trans>Файл планограммы</Trans>
          </Title>
          {canEdit && (
            <FileButton accept={PLANOGRAM_ACCEPT} onChange={choose}>
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                  {...props}
                >
                  {row.file_id ? t`Заменить файл` : t`Загрузить файл`}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {(refused || upload.isError) && (
          <Alert color="red" variant="light" role="alert">
            {refused ?? errorText(upload.error)}
          </Alert>
        )}
        {row.file_id ? (
          <FilePreview fileId={row.file_id} name={row.file_name} mime={row.file_mime} />
        ) : (
          <Text c="dimmed">
            <Trans>Файл не загружен</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function FilePreview({
  fileId,
  name,
  mime,
}: {
  fileId: number;
  name: string | null;
  mime: string | null;
}) {
  const { t } = useLingui();
  const pdf = mime === PDF_MIME;
  // The whole file for a PDF (opened as it is), a medium preview of an image.
  const url = useFileUrl(fileId, pdf ? undefined : 'medium');
  if (pdf) {
    return (
      <Group gap="xs">
        <IconFileTypePdf size={24} />
        {url ? (
          <Anchor href={url} target="_blank" rel="noopener">
            {name ?? t`Открыть PDF`}
          </Anchor>
        ) : (
          <Text c="dimmed">{name}</Text>
        )}
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      {url ? (
        <Image
          src={url}
          alt={t`Планограмма: ${name ?? ''}`}
          mah={360}
          w="auto"
          fit="contain"
          radius="sm"
          data-testid="planogram-image"
        />
      ) : (
        <Text c="dimmed">
          <Trans>Загрузка изображения…</Trans>
        </Text>
      )}
      {name && (
        <Text size="sm" c="dimmed">
          {name}
        </Text>
      )}
    </Stack>
  );
}
