import type { TaskDifficulty } from '@plan-dan/contract/constants';
import { hrTaskDay as d } from '@/i18n/hr-task-media';
import classes from './tasks.module.css';

const LEVEL: Record<TaskDifficulty, number> = { easy: 1, medium: 2, hard: 3 };

/** 'Težina': the word, and one to three bars filled (shape and text, the colour only adds to them). */
export function DifficultyMark({ difficulty }: { difficulty: TaskDifficulty }) {
  const level = LEVEL[difficulty];
  return (
    <span className={classes.difficulty} data-level={difficulty}>
      <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true">
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            x={1 + bar * 4.5}
            y={9 - bar * 4}
            width={3}
            height={4 + bar * 4}
            rx={0.8}
            fill={bar < level ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1}
          />
        ))}
      </svg>
      {d.difficultyMark(d.difficulties[difficulty])}
    </span>
  );
}
