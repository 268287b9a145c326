// Finds the import cycles of a module graph: one cycle named per strongly connected group of files (Tarjan).
export type Graph = ReadonlyMap<string, readonly string[]>;

/** The strongly connected groups of more than one file, or of one file that imports itself. */
function cyclicGroups(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The shortest way back to start inside its group, as the files in import order ending where it began. */
function cycleFrom(graph: Graph, start: string, group: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** The same cycle written from its first file by name, so that one cycle found from two of its files counts once. */
function canonical(cycle: string[]): string[] {
  const ring = cycle.slice(0, -1);
  const first = ring.indexOf([...ring].sort()[0]);
  const turned = [...ring.slice(first), ...ring.slice(0, first)];
  return [...turned, turned[0]];
}

/** The shortest cycle through each file that imports itself round a group, each cycle named once. */
export function findCycles(graph: Graph): string[][] {
  const cycles = new Map<string, string[]>();
  for (const group of cyclicGroups(graph)) {
    const members = new Set(group);
    for (const file of group) {
      const cycle = canonical(cycleFrom(graph, file, members));
      cycles.set(cycle.join('\n'), cycle);
    }
  }
  return [...cycles.values()].sort((a, b) => a.join('\n').localeCompare(b.join('\n')));
}
