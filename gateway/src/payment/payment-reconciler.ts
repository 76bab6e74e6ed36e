import { type Repeating, repeatEvery } from '../jobs/repeat-every.ts';
import type { Logger } from '../logger.ts';
import type { PaymentService } from './payment-service.ts';

/**
 * The periodic pass that catches a paid order whose notify never came (issue 16, [PAY6]): like the arena
 * settler, every replica runs one and the once-only credit makes a second replica a no-op.
 */
export class PaymentReconciler {
  private job: Repeating | null = null;

  constructor(
    private readonly payments: PaymentService,
    private readonly logger: Logger,
    private readonly opts: { queryAfterMs: number; closeAfterMs: number },
  ) {}

  tick(now?: number) {
    return this.payments.reconcile({ ...this.opts, ...(now === undefined ? {} : { now }) });
  }

  start(intervalMs: number): void {
    this.job ??= repeatEvery(intervalMs, () => this.tick(), {
      onError: (err) => this.logger.warn({ err }, 'payment reconciler tick failed'),
    });
  }

  async stop(): Promise<void> {
    await this.job?.stop();
    this.job = null;
  }
}
