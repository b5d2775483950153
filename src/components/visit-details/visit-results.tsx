import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { VisitDetails, VisitPhoto, VisitQuestion } from '#src/contracts/visits';
import { PHOTO_SIZES, type PhotoSize, photoSizeLabels, usePhotoSize } from './photo-size';
import { PhotoThumb } from './photo-thumb';
import { PhotoViewer } from './photo-viewer';

/**
 * A questionnaire's answers are laid out and painted only when near the screen: a visit runs to
 * several screens of answers and photos, and at its first commit the browser laid out all of
 * them (on a phone, two thirds below the fold) in the same long task. The estimate is replaced by
 * the real height once a step has been shown.
 */
const OFFSCREEN_SKIPPED = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
} as const;

/** Another engineer's download screen: a ZIP of one question's photos. */
const questionPhotosPath = (questionResultId: number) =>
  `/get_photos_by_question_result_id/${questionResultId}`;

function answerText(question: VisitQuestion): string | null {
  const { value } = question;
  if (question.answer_type === 'one' || question.answer_type === 'many') {
    return question.answer_names.length ? question.answer_names.join(', ') : null;
  }
  if (value === null || question.answer_type === 'photo') return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

interface VisitResultsProps {
  visit: VisitDetails;
  /** Without it, photos cannot be deleted from the viewer. */
  onDeletePhoto?: (photo: VisitPhoto) => Promise<boolean>;
}

/** The questionnaire results by step and question, photos in a grid of the chosen size. */
export function VisitResults({ visit, onDeletePhoto }: VisitResultsProps) {
  const { t, i18n } = useLingui();
  const sizeLabel = useId();
  const [size, setSize] = usePhotoSize();
  const [viewing, setViewing] = useState<number | null>(null);
  // Mantine's `xs` (36em, 576 px): below it, a phone.
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const sizeChoices = PHOTO_SIZES.map((value) => ({
    value,
    label: i18n._(photoSizeLabels[value]),
  }));
  const photos = visit.steps.flatMap((step) => step.questions.flatMap((q) => q.photos));
  // Each photo's place among all of the visit's: the viewer moves through them in order.
  const indexOf = new Map(photos.map((photo, index) => [photo.id, index]));

  if (visit.steps.length === 0) {
    return (
      <Text c="dimmed" data-testid="visit-no-results">
        <Trans>Исполнитель не сохранил результаты визита</Trans>
      </Text>
    );
  }
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>
          <Trans>Результаты анкеты</Trans>
        </Title>
        {photos.length > 0 && (
          <Input.Wrapper label={t`Размер фото`} labelProps={{ id: sizeLabel }}>
            {phone ? (
              // Five choices do not fit a phone's width in a row: a list to pick from.
              <Select
                aria-labelledby={sizeLabel}
                allowDeselect={false}
                data={sizeChoices}
                value={size}
                onChange={(value) => value && setSize(value as PhotoSize)}
              />
            ) : (
              <SegmentedControl
                aria-labelledby={sizeLabel}
                data={sizeChoices}
                value={size}
                onChange={(value) => setSize(value as PhotoSize)}
              />
            )}
          </Input.Wrapper>
        )}
      </Group>
      {visit.steps.map((step) => (
        <Paper
          key={`${step.questionnaire.id}-${step.id ?? 'none'}`}
          withBorder
          p="md"
          style={OFFSCREEN_SKIPPED}
        >
          <Stack gap="md">
            <Title order={4}>{step.name}</Title>
            {step.questions.map((question) => {
              const answer = answerText(question);
              return (
                <Stack key={question.id} gap={6} data-testid="visit-question">
                  <Text fw={600} size="sm">
                    {question.name}
                  </Text>
                  {answer !== null && <Text size="sm">{answer}</Text>}
                  {question.comment && (
                    <Text size="sm" c="dimmed">
                      {question.comment}
                    </Text>
                  )}
                  {question.photos.length > 0 && (
                    <Group gap="xs" align="flex-start">
                      {question.photos.map((photo) => {
                        const index = indexOf.get(photo.id) ?? 0;
                        return (
                          <PhotoThumb
                            key={photo.id}
                            photo={photo}
                            size={size}
                            index={index}
                            onOpen={() => setViewing(index)}
                          />
                        );
                      })}
                    </Group>
                  )}
                  {question.photos.length > 0 && question.question_result_id && (
                    <Anchor size="sm" href={questionPhotosPath(question.question_result_id)}>
                      <Trans>Скачать фото вопроса</Trans>
                    </Anchor>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Paper>
      ))}
      <PhotoViewer<VisitPhoto>
        photos={photos}
        index={viewing !== null && viewing < photos.length ? viewing : null}
        onIndex={setViewing}
        onDelete={
          onDeletePhoto &&
          (async (photo) => {
            if (!(await onDeletePhoto(photo))) return;
            // The next photo takes the deleted one's place; none left closes the viewer.
            setViewing((current) =>
              current === null || photos.length <= 1 ? null : Math.min(current, photos.length - 2),
            );
          })
        }
      />
    </Stack>
  );
}
