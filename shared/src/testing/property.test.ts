import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty, propertyParams } from './property.ts';

describe('[T3] property tests print their seed and replay it', () => {
  it('a failing property names its seed and the FC_SEED command that replays it', () => {
    let message = '';
    const quiet = console.error;
    console.error = () => {};
    try {
      assertProperty(
        fc.property(fc.integer(), (n) => n < 50),
        { seed: 4242 },
      );
    } catch (err) {
      message = (err as Error).message;
    } finally {
      console.error = quiet;
    }
    expect(message).toContain('property seed: 4242');
    expect(message).toMatch(/replay with: FC_SEED=4242 FC_PATH=\S+ npx vitest run/);
    expect(message).toContain('Counterexample: [50]');
  });

  it('FC_SEED from the environment replays the same values', () => {
    const seen = (env: NodeJS.ProcessEnv) => {
      const values: number[] = [];
      fc.assert(
        fc.property(fc.integer(), (n) => {
          values.push(n);
        }),
        { ...propertyParams({ numRuns: 5 }, env) },
      );
      return values;
    };
    expect(seen({ FC_SEED: '17' })).toEqual(seen({ FC_SEED: '17' }));
    expect(seen({ FC_SEED: '17' })).not.toEqual(seen({ FC_SEED: '18' }));
    expect(propertyParams({ numRuns: 3 }, { FC_SEED: '9', FC_PATH: '0:1' })).toEqual({
      numRuns: 3,
      seed: 9,
      path: '0:1',
    });
    expect(() => propertyParams({}, { FC_SEED: 'abc' })).toThrow(/FC_SEED must be an integer/);
  });

  it('async properties go through the same report', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      await expect(
        assertProperty(
          fc.asyncProperty(fc.nat(), async (n) => n < 10),
          { seed: 7 },
        ),
      ).rejects.toThrow(/property seed: 7/);
    } finally {
      console.error = quiet;
    }
  });
});
