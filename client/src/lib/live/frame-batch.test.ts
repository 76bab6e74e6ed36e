import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { onNextFrame } from './frame-batch.ts';

describe('onNextFrame', () => {
  it('runs every source of a frame in one callback, data before layout, and a taken-back one not at all', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ animate, flush }) => {
      animate('--x--x');
      const ran: string[] = [];
      onNextFrame(() => ran.push('scroll'), 'layout');
      onNextFrame(() => ran.push('rows'));
      const cancel = onNextFrame(() => ran.push('gone'));
      cancel();
      flush();
      expect(ran).toEqual(['rows', 'scroll']);
    });
  });
});
