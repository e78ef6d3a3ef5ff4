import { create } from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** What the code encodes: the certificate page's address. */
  value: string;
  /** What a screen reader says for the picture. */
  label: string;
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code as an inline SVG: the `qrcode` library encodes the text (medium error correction, so a
 * slightly worn print still scans); this draws its modules as one path, black on white, which
 * prints sharp at any size and needs no canvas or image request.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let drawn = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) {
          drawn += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
        }
      }
    }
    return { path: drawn, size: modules.size + 2 * QUIET_ZONE };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
