import { createRequire } from 'node:module';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The rules (server and site apart, contract on its own, the seed loaded only to seed, build code apart,
// the buyer side of the server apart from the staff side, no circles) are in .dependency-cruiser.cjs.
const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');

describe('import boundaries', () => {
  it('keeps server/ and src/ apart, contract/ standing alone, the seed out of the running shop, build code out of both, buyer calls off the staff side, and no module in a circle', async () => {
    const result: IReporterOutput = await cruise(['build', 'contract', 'src', 'server'], {
      ruleSet: rules,
      ...rules.options,
      validate: true,
    });
    const summary = typeof result.output === 'string' ? null : result.output.summary;
    const broken = (summary?.violations ?? []).map(
      (v) => `${v.rule.name}: ${v.from} → ${v.cycle?.map((c) => c.name).join(' → ') ?? v.to}`,
    );
    expect(broken).toEqual([]);
    expect(summary?.totalCruised).toBeGreaterThan(500);
  }, 60_000);
});
