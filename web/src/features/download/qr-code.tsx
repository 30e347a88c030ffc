import { qrPath } from '../../lib/qr-path';

type Props = { text: string; label: string } & Record<`data-${string}`, string>;

/** 128 px, as the spec asks; its part marker lets download-page-script.ts redraw it for a referral link. */
export function QrCode({ text, label, ...marker }: Props) {
  const { size, d } = qrPath(text);
  return (
    <svg
      className="qr-code"
      {...marker}
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
