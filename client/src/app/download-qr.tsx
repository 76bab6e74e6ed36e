import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The download address as a QR code, so a fan on a computer can scan it with the phone. Rendered as an SVG
 * string by the qrcode library (our own markup, never user HTML); nothing shows until it is ready.
 */
export function DownloadQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(url, { type: 'svg', margin: 1, width: 168, errorCorrectionLevel: 'M' })
      .then((text) => {
        if (live) setSvg(text);
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return null;
  return (
    <figure className="download-qr" data-testid="download-qr">
      <div aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>手机扫码下载</figcaption>
    </figure>
  );
}
