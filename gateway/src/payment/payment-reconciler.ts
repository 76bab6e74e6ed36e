import type { Logger } from '../logger.ts';
import type { PaymentService } from './payment-service.ts';

/**
 * The periodic pass that catches a paid order whose notify never came (issue 16, [PAY6]): like the arena
 * settler, every replica runs one and the once-only credit makes a second replica a no-op.
 */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly payments: PaymentService,
    private readonly logger: Logger,
    private readonly opts: { queryAfterMs: number; closeAfterMs: number },
  ) {}

  tick(now?: number) {
    return this.payments.reconcile({ ...this.opts, ...(now === undefined ? {} : { now }) });
  }

  start(intervalMs: number): void {
    const loop = () => {
      this.running = this.tick()
        .catch((err: unknown) => this.logger.warn({ err }, 'payment reconciler tick failed'))
        .finally(() => {
          if (this.timer !== null) this.timer = setTimeout(loop, intervalMs);
        });
    };
    this.timer = setTimeout(loop, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
