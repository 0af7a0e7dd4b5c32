/**
 * Round bounds between a dimension's smallest and largest value, for the category page's "from" and
 * "to" lists: at most `count` steps on a 1-2-5 grid, the extremes included, so a buyer picks rather than types.
 */
export function rangeSteps(min: number, max: number, count = 6): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / (count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const inner: number[] = [];
  for (let value = Math.ceil(min / step) * step; value < max; value += step)
    if (value > min) inner.push(Number(value.toPrecision(12)));
  return [min, ...inner, max];
}
