/** Names a place in a paper the way an author reads it: `sections[1].items[4].text.hi`. */
export function placeOf(steps: readonly (string | number)[]): string {
  let place = '';
  for (const step of steps) {
    if (typeof step === 'number') place += `[${step}]`;
    else place += place === '' ? step : `.${step}`;
  }
  return place === '' ? '(paper)' : place;
}

/** A JSON Pointer (`/sections/1/items/4`) as steps; array indexes become numbers. */
export function stepsOfPointer(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((step) => (/^(0|[1-9][0-9]*)$/.test(step) ? Number(step) : step));
}
