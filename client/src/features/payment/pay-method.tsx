import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { PayQr } from './pay-qr.tsx';
import type { PayChannel, PayOrder } from './payment-api.ts';

/**
 * [PAY9] A device that cannot scan its own screen: a phone-wide screen, or a touch screen without a mouse (a phone
 * turned sideways, a tablet). There the order's own pay page opens in this browser instead of a QR code.
 */
export const PAY_HERE_QUERY = '(max-width: 640px), (hover: none) and (pointer: coarse)';

/** The phone button's words: the provider's app the pay page hands the payment to. */
export const PAY_HERE_LABEL: Record<PayChannel, string> = { alipay: '打开支付宝', wechat: '打开微信支付' };
const CHANNEL: Record<PayChannel, string> = { alipay: '支付宝', wechat: '微信支付' };

/** QR code or button: what the fan is offered to pay an open order with. */
export type PayWay = 'button' | 'qr';

/** On a phone with a pay URL the button, else the QR code (a desktop, or a provider whose QR code only scans). */
export const payWay = (order: Pick<PayOrder, 'payUrl'>, phone: boolean): PayWay =>
  phone && order.payUrl ? 'button' : 'qr';

/**
 * How an open order is paid. A desktop shows the QR code to scan with a phone. A phone shows 打开支付宝 /
 * 打开微信支付: the same order's pay URL (what the QR code encodes, for the sandbox and Alipay) opened in this
 * browser, paid and confirmed exactly as a scan is (the provider's notify credits it). Before leaving, the page's
 * address takes the order (`?orderNo=`), so coming back — the browser's back, or the pay page's 返回 — reads the
 * order again and shows its result, polling while it is still open. The QR code stays one tap away, for paying
 * with another device.
 */
export function PayMethod({ order }: { order: PayOrder }) {
  const phone = useMediaQuery(PAY_HERE_QUERY);
  const [showQr, setShowQr] = useState(false);
  const [, setParams] = useSearchParams();
  const channel = CHANNEL[order.channel];
  if (payWay(order, phone) === 'qr')
    return (
      <>
        <PayQr content={order.qrContent} />
        <p>请使用{channel}扫码支付，支付完成后页面会自动更新。</p>
        {phone && (
          <p className="pay-here-hint" data-testid="pay-qr-phone-hint">
            在本机支付：请截屏保存二维码，在{channel}「扫一扫」中从相册选取。
          </p>
        )}
      </>
    );
  // Replaced, not pushed: back from the pay page lands on this order, and back again leaves the payment page.
  const remember = () =>
    setParams(
      { ...(order.product === 'vip' ? { tab: 'vip' } : {}), orderNo: order.orderNo },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="pay-here">
      <a
        className="btn btn-primary pay-here-button"
        href={order.payUrl}
        onClick={remember}
        data-testid="pay-here"
      >
        {PAY_HERE_LABEL[order.channel]}
      </a>
      <p>将打开{channel}完成支付，支付后返回本页查看结果。</p>
      <button type="button" className="btn btn-sm pay-here-qr" onClick={() => setShowQr((v) => !v)}>
        {showQr ? '收起二维码' : '用其他设备扫码支付'}
      </button>
      {showQr && <PayQr content={order.qrContent} />}
    </div>
  );
}
