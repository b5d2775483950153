import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '#src/api/api-error';
import { feedKeys, visitKeys } from '#src/api/visits/query-keys';
import {
  deleteFileLink,
  deleteVisit,
  scheduleJointTour,
  updateVisit,
} from '#src/api/visits/update-visit';
import type {
  JointTourCreate,
  VisitDetails,
  VisitPatch,
  VisitPhoto,
  VisitUpdateResult,
} from '#src/contracts/visits';
import { confirmAction } from '../ui/confirm-action';

const visitActionTexts = {
  completeTitle: msg`Перевести визит в статус «Выполнен»?`,
  completeMessage: msg`Визит будет засчитан как выполненный с сохранёнными исполнителем данными.`,
  completeConfirm: msg`Перевести`,
  completed: msg`Визит переведён в статус «Выполнен»`,
  resetTitle: msg`Вернуть визит в статус «Новый»?`,
  resetMessage: msg`Данные визита, сохранённые исполнителем (ответы и фото), будут удалены без возможности восстановления.`,
  resetConfirm: msg`Вернуть`,
  reset: msg`Визит возвращён в статус «Новый»`,
  deleteTitle: msg`Удалить визит?`,
  deleteMessage: msg`Визит исчезнет из ленты.`,
  deleted: msg`Визит удалён`,
  allowGeoTitle: msg`Разрешить начало визита без геопроверки?`,
  allowGeoMessage: msg`Исполнитель сможет начать визит, не находясь рядом с точкой.`,
  allowGeoConfirm: msg`Разрешить`,
  allowedGeo: msg`Начало без геопроверки разрешено`,
  denyGeoTitle: msg`Запретить начало визита без геопроверки?`,
  denyGeoMessage: msg`Исполнитель сможет начать визит только рядом с точкой.`,
  denyGeoConfirm: msg`Запретить`,
  deniedGeo: msg`Начало без геопроверки запрещено`,
  jointTour: msg`Совместный объезд запланирован`,
  photoTitle: msg`Удалить фото?`,
  photoMessage: msg`Фото будет удалено из результатов визита.`,
  photoDeleted: msg`Фото удалено`,
};

/**
 * The visit's actions. Each asks first (spec section 4). The server's answer updates the visit
 * shown and every feed list is invalidated. A refusal shows the server's words (such as
 * 'Исполнитель не сохранил данные визита') and reads the visit again, since it has changed
 * under the screen.
 */
/**
 * The visit with the server's answer to a change laid over it. Without saved data the executor's
 * answers and photos are gone (a reset deletes them), so no results are shown. What the caller
 * may do is kept from the last read, except what the new status rules out.
 */
export function withUpdate(visit: VisitDetails, result: VisitUpdateResult): VisitDetails {
  const next = { ...visit, ...result };
  return {
    ...next,
    steps: result.has_saved_data ? visit.steps : [],
    started_at: result.status === 'new' ? null : visit.started_at,
    finished_at: result.status === 'new' ? null : visit.finished_at,
    duration: result.status === 'new' ? null : visit.duration,
    geo:
      result.status === 'new'
        ? { ...visit.geo, start_lat: null, start_lon: null, distance: null }
        : visit.geo,
    actions: {
      ...visit.actions,
      can_complete: visit.actions.can_complete && result.status !== 'completed',
      can_reset_to_new: visit.actions.can_reset_to_new && result.status !== 'new',
    },
  };
}

export function useVisitMutations(visit: VisitDetails) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const key = visitKeys.detail(visit.id);
  const ask = (
    title: MessageDescriptor,
    message: MessageDescriptor,
    confirm?: MessageDescriptor,
    destructive = true,
  ) =>
    confirmAction({
      title: i18n._(title),
      message: i18n._(message),
      confirmLabel: confirm ? i18n._(confirm) : undefined,
      destructive,
    });
  const applied = (result: VisitUpdateResult) => {
    queryClient.setQueryData<VisitDetails>(key, (old) => old && withUpdate(old, result));
    void queryClient.invalidateQueries({ queryKey: feedKeys.all });
  };
  const fail = (error: unknown) => toasts.show({ color: 'red', message: errorText(error) });
  const refused = (error: unknown) => {
    fail(error);
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const done = (text: MessageDescriptor) => toasts.show({ color: 'green', message: i18n._(text) });

  const patch = useMutation({
    mutationFn: (body: VisitPatch) => updateVisit(visit.id, body),
    onSuccess: applied,
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: () => deleteVisit(visit.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
    onError: refused,
  });
  const jointTour = useMutation({
    mutationFn: (body: JointTourCreate) => scheduleJointTour(visit.id, body),
    onSuccess: () => {
      done(visitActionTexts.jointTour);
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
  const photo = useMutation({
    mutationFn: (linkId: number) => deleteFileLink(linkId),
    onSuccess: () => {
      done(visitActionTexts.photoDeleted);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
    onError: fail,
  });

  const t = visitActionTexts;
  const run = async (confirmed: Promise<boolean>, body: VisitPatch, success: MessageDescriptor) => {
    if (!(await confirmed)) return false;
    return patch.mutateAsync(body).then(
      () => {
        done(success);
        return true;
      },
      () => false,
    );
  };

  return {
    pending: patch.isPending || remove.isPending,
    complete: () =>
      run(
        ask(t.completeTitle, t.completeMessage, t.completeConfirm, false),
        { status: 'completed' },
        t.completed,
      ),
    resetToNew: () =>
      run(ask(t.resetTitle, t.resetMessage, t.resetConfirm), { status: 'new' }, t.reset),
    setGeoCheck: (allow: boolean) =>
      allow
        ? run(
            ask(t.allowGeoTitle, t.allowGeoMessage, t.allowGeoConfirm, false),
            { allow_without_geo: true },
            t.allowedGeo,
          )
        : run(
            ask(t.denyGeoTitle, t.denyGeoMessage, t.denyGeoConfirm, false),
            { allow_without_geo: false },
            t.deniedGeo,
          ),
    /** Resolves true once the visit is gone. */
    remove: async () => {
      if (!(await ask(t.deleteTitle, t.deleteMessage))) return false;
      return remove.mutateAsync().then(
        () => {
          done(t.deleted);
          return true;
        },
        () => false,
      );
    },
    /** The modal shows a refusal itself: the promise rejects with the server's error. */
    jointTour: jointTour.mutateAsync,
    jointTourPending: jointTour.isPending,
    deletePhoto: async (target: VisitPhoto) => {
      if (!(await ask(t.photoTitle, t.photoMessage))) return false;
      return photo.mutateAsync(target.id).then(
        () => true,
        () => false,
      );
    },
  };
}
