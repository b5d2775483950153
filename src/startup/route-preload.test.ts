import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_FILES_ELEMENT_ID } from '#src/contracts/route-files';
import { nextTask } from './next-task';
import { preloadRouteFiles } from './route-preload';

function writeTable(json: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ROUTE_FILES_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
}

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

async function tasks(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await nextTask();
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('asking for a screen’s files ahead of the router', () => {
  it("asks for the routes' files outermost first, each once, three a task", async () => {
    const files = ['/assets/menu.js', '/assets/icons.js', '/assets/shell.js', '/assets/list.js'];
    writeTable(
      JSON.stringify({
        files,
        routes: { '/_authenticated': [0, 1, 2], '/_authenticated/list': [1, 3] },
      }),
    );
    preloadRouteFiles(['__root__', '/_authenticated', '/_authenticated/list']);
    expect(preloaded()).toEqual([]);
    await tasks(1);
    expect(preloaded()).toEqual(files.slice(0, 3));
    await tasks(3);
    expect(preloaded()).toEqual(files);
  });

  it('asks for nothing without the table, or with one it cannot read', async () => {
    preloadRouteFiles(['/_authenticated']);
    writeTable('{not json');
    preloadRouteFiles(['/_authenticated']);
    await tasks(2);
    expect(preloaded()).toEqual([]);
  });
});
