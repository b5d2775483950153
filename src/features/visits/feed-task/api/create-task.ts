import { callApi } from '#src/api/call-api';
import { type Task, type TaskCreate, taskCalls } from '#src/contracts/tasks';

/** POST {main}/tasks/ — a task; from a visit with `visit_id`. Its executor is notified. */
export function createTask(body: TaskCreate): Promise<Task> {
  return callApi(taskCalls.createTask, { body });
}
