/** Records every sample by metric name, so a test can read what a k6 script reported. */
export const samples: Record<string, { value: number | boolean; tags?: Record<string, string> }[]> = {};

class Metric {
  constructor(readonly name: string) {
    samples[name] = [];
  }
  add(value: number | boolean, tags?: Record<string, string>): void {
    samples[this.name]?.push({ value, tags });
  }
}

export class Counter extends Metric {}
export class Trend extends Metric {}
export class Rate extends Metric {}
export class Gauge extends Metric {}
