import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import classes from './phone-app-tab.module.css';

/** Spec constant: 250 px, black on white. */
export const QR_SIZE = 250;

// The QR drawing code comes only with this tab, not with the rest of the manager app.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** The QR code itself, with the quiet zone a phone camera needs around it. */
export function LoginQrCode({ value, label }: { value: string; label: string }) {
  return (
    <div className={classes.qr}>
      <Suspense fallback={<Spinner size={32} />}>
        <QRCodeSVG
          value={value}
          size={QR_SIZE}
          // A screen is never smudged: the lowest correction level keeps the squares large for old cameras.
          level="L"
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={label}
        />
      </Suspense>
    </div>
  );
}
