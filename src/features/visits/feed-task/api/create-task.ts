import { mainApi } from '#src/api/services';
import type { Task, TaskCreate } from '#src/contracts/tasks';

/** POST {main}/tasks/ — a task; from a visit with `visit_id`. Its executor is notified. */
export function createTask(body: TaskCreate): Promise<Task> {
  return mainApi.post<Task>('/tasks/', body);
}
