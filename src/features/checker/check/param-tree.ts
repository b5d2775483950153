import type { CheckListParam } from '#src/contracts/checker';

export interface ParamNode {
  param: CheckListParam;
  children: ParamNode[];
}

/**
 * A check list's flat params as a tree by parent_id, siblings by `sort` then id. A param whose
 * parent is missing from the list shows at the top rather than vanishing.
 */
export function paramTree(params: readonly CheckListParam[]): ParamNode[] {
  const nodes = new Map(params.map((param) => [param.id, { param, children: [] as ParamNode[] }]));
  const roots: ParamNode[] = [];
  const ordered = [...params].sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const param of ordered) {
    const node = nodes.get(param.id) as ParamNode;
    const parent = param.parent_id === null ? undefined : nodes.get(param.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The params to judge: those without children. */
export function leafParams(params: readonly CheckListParam[]): CheckListParam[] {
  const parents = new Set(params.map((param) => param.parent_id));
  return params.filter((param) => !parents.has(param.id));
}
