import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '#src/access/use-can';
import type { VisitDetails } from '#src/contracts/visits';
import { JointTourModal } from './joint-tour-modal';
import type { useVisitMutations } from './use-visit-mutations';

/** Another engineer's screen: a task created from this visit. */
const createTaskPath = (visitId: number) => `/feed-task/create/${visitId}`;

interface VisitActionsProps {
  visit: VisitDetails;
  mutations: ReturnType<typeof useVisitMutations>;
}

/** What the caller may do with the visit: only the actions the server says they may. */
export function VisitActions({ visit, mutations }: VisitActionsProps) {
  const { actions } = visit;
  const navigate = useNavigate();
  const canCreateTask = useCan('tasks', 'create');
  const [jointTour, setJointTour] = useState(false);
  const busy = mutations.pending;
  return (
    <Group gap="xs" data-testid="visit-actions">
      {actions.can_complete && (
        <Button size="xs" color="green" disabled={busy} onClick={mutations.complete}>
          <Trans>Перевести в «Выполнен»</Trans>
        </Button>
      )}
      {actions.can_reset_to_new && (
        <Button size="xs" variant="light" disabled={busy} onClick={mutations.resetToNew}>
          <Trans>Вернуть в «Новый»</Trans>
        </Button>
      )}
      {actions.can_toggle_geo &&
        (visit.allow_without_geo ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => mutations.setGeoCheck(false)}
          >
            <Trans>Запретить начало без геопроверки</Trans>
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => mutations.setGeoCheck(true)}
          >
            <Trans>Разрешить начало без геопроверки</Trans>
          </Button>
        ))}
      {actions.can_schedule_joint_tour && (
        <Button size="xs" variant="default" onClick={() => setJointTour(true)}>
          <Trans>Запланировать совместный объезд</Trans>
        </Button>
      )}
      {canCreateTask && (
        <Button size="xs" variant="default" component="a" href={createTaskPath(visit.id)}>
          <Trans>Создать задание</Trans>
        </Button>
      )}
      {actions.can_delete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={busy}
          onClick={async () => {
            if (await mutations.remove()) void navigate({ to: '/visit-feed' });
          }}
        >
          <Trans>Удалить визит</Trans>
        </Button>
      )}
      <JointTourModal
        opened={jointTour}
        onClose={() => setJointTour(false)}
        onSubmit={mutations.jointTour}
        pending={mutations.jointTourPending}
      />
    </Group>
  );
}
