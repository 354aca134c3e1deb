import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import classes from './two-factor.module.css';

/** Big enough for an old phone's camera from an arm's length, small enough beside the text at 390 px. */
const QR_SIZE = 220;

// The QR drawing code comes only with this step, not with Postavke or the rest of the app.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** The otpauth:// address as a QR code for the authenticator app, with the quiet zone cameras need. */
export function SetupQrCode({ value, label }: { value: string; label: string }) {
  return (
    <div className={classes.qr}>
      <Suspense fallback={<Spinner size={32} />}>
        <QRCodeSVG value={value} size={QR_SIZE} level="L" marginSize={4} bgColor="#ffffff" fgColor="#000000" role="img" aria-label={label} />
      </Suspense>
    </div>
  );
}
