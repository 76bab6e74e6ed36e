import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** An order's QR code (Alipay qr_code, WeChat code_url or the sandbox page), as our own SVG markup. */
export function PayQr({ content }: { content: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const text = content.startsWith('/') ? new URL(content, window.location.origin).toString() : content;
    qrSvg(text, { type: 'svg', margin: 1, width: 180, errorCorrectionLevel: 'M' })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [content]);
  if (!svg) return <div className="pay-qr pay-qr-empty">二维码生成中…</div>;
  return (
    <div
      className="pay-qr"
      data-testid="pay-qr"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
