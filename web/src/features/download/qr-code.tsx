import { qrPath } from './qr-path';

/** 128 px, as the spec asks; `data-apk-qr` lets download-page-script.ts redraw it for a referral link. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = qrPath(text);
  return (
    <svg
      className="qr-code"
      data-apk-qr
      width="128"
      height="128"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
