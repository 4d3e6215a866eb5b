/** Deepest nesting of arrays and objects in a parsed JSON value, counted without recursion. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    // Past the limit the answer is known; walking a 10,000-level body further is wasted work.
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return deepest;
}
