import { Trans } from '@lingui/react/macro';
import { AnchorLink } from '#src/components/ui/anchor-link';
import type { HomeTasks, HomeVisits } from '#src/contracts/home';
import { FigureCard, FigureRow } from './figure-card';
import { openTasks, unreadNotifications, visitsToday } from './home-texts';

// The feed's default view is exactly today's completed visits, which is what the completed count
// links to.
const VISIT_FEED = '/visit-feed';

export function VisitsCard({ visits }: { visits: HomeVisits }) {
  return (
    <FigureCard
      title={<Trans>Визиты сегодня</Trans>}
      value={visits.total}
      caption={visitsToday(visits.total)}
      testId="home-visits"
      footer={
        <AnchorLink to={VISIT_FEED} size="sm">
          <Trans>Открыть ленту визитов</Trans>
        </AnchorLink>
      }
    >
      <AnchorLink
        to={VISIT_FEED}
        underline="never"
        c="inherit"
        data-testid="home-visits-completed-link"
      >
        <FigureRow
          label={<Trans>Завершены</Trans>}
          value={visits.completed}
          color="green"
          testId="home-visits-completed"
        />
      </AnchorLink>
      <FigureRow label={<Trans>В работе</Trans>} value={visits.in_progress} color="blue" />
      <FigureRow label={<Trans>Новые</Trans>} value={visits.new} color="graphite" />
      <FigureRow label={<Trans>Запланированы</Trans>} value={visits.planned} color="graphite" />
      <FigureRow label={<Trans>Не выполнены</Trans>} value={visits.not_completed} color="red" />
    </FigureCard>
  );
}

export function TasksCard({ tasks }: { tasks: HomeTasks }) {
  return (
    <FigureCard
      title={<Trans>Открытые задания</Trans>}
      value={tasks.total}
      caption={openTasks(tasks.total)}
      testId="home-tasks"
      // No link to the tasks yet: their screen does not exist (a link would lead home again).
    >
      <FigureRow label={<Trans>Новые</Trans>} value={tasks.new} color="graphite" />
      <FigureRow label={<Trans>В работе</Trans>} value={tasks.pending} color="blue" />
      <FigureRow label={<Trans>Просрочены</Trans>} value={tasks.overdue} color="red" />
    </FigureCard>
  );
}

export function NotificationsCard({ unviewed }: { unviewed: number }) {
  return (
    <FigureCard
      title={<Trans>Уведомления</Trans>}
      value={unviewed}
      caption={unreadNotifications(unviewed)}
      testId="home-notifications"
      footer={
        <AnchorLink to="/notifications" size="sm">
          <Trans>Открыть уведомления</Trans>
        </AnchorLink>
      }
    />
  );
}
