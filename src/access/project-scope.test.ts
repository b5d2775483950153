import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#src/api/session';
import { sessionOf } from '#src/test-support/render-app';
import {
  currentProjectScope,
  projectScopeFilter,
  readProjectScope,
  reconcileProjectScope,
  subscribeProjectScope,
  writeProjectScope,
} from './project-scope';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the project scope', () => {
  it('defaults to all projects (empty) and is remembered per user', () => {
    expect(readProjectScope(7)).toEqual([]);
    writeProjectScope(7, [3, 1, 3]);
    expect(readProjectScope(7)).toEqual([1, 3]);
    expect(localStorage.getItem('sfa.project-scope.7')).toBe('[1,3]');
    expect(readProjectScope(8)).toEqual([]);
  });

  it('hands out the same array until the selection changes', () => {
    writeProjectScope(9, [2]);
    const first = readProjectScope(9);
    writeProjectScope(9, [2]);
    expect(readProjectScope(9)).toBe(first);
  });

  it('tells its subscribers about a change, not about a repeat', () => {
    let calls = 0;
    const stop = subscribeProjectScope(() => calls++);
    writeProjectScope(10, [4]);
    writeProjectScope(10, [4]);
    writeProjectScope(10, []);
    stop();
    expect(calls).toBe(2);
    expect(localStorage.getItem('sfa.project-scope.10')).toBeNull();
  });

  it('drops projects the user no longer belongs to', () => {
    writeProjectScope(11, [1, 2, 5]);
    expect(reconcileProjectScope(11, [1, 5, 6])).toEqual([1, 5]);
    expect(reconcileProjectScope(11, [6])).toEqual([]);
  });

  it("is the signed-in user's, and forgets every copy when the session ends", () => {
    setSession(sessionOf(['supervisor'], 12));
    writeProjectScope(12, [3]);
    expect(currentProjectScope()).toEqual([3]);
    localStorage.clear();
    clearSession();
    expect(currentProjectScope()).toEqual([]);
    setSession(sessionOf(['supervisor'], 12));
    expect(currentProjectScope()).toEqual([]);
  });

  it('becomes project_ids of a list call only when some are selected', () => {
    expect(projectScopeFilter([])).toEqual({});
    expect(projectScopeFilter([2, 4])).toEqual({ project_ids: [2, 4] });
  });
});
