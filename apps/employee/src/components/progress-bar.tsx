import classes from './progress-bar.module.css';

interface ProgressBarProps {
  /** 0 to 1 */
  value: number;
  label: string;
  /** Text shown under the bar and read as the bar's value. */
  valueText: string;
}

/** A thick bar in the employee's progress colour, with its state also written out in words. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={classes.wrapper}>
      <div
        className={classes.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <div className={classes.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={classes.text}>{valueText}</p>
    </div>
  );
}
