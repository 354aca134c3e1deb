import type { Ref } from 'react';
import { BigButton } from '@/components/big-button';
import { Notice } from '@/components/notice';
import { hr } from '@/i18n/hr';
import classes from './older-messages.module.css';

interface OlderMessagesProps {
  /** The top of the conversation: seen, it loads the older messages. */
  ref: Ref<HTMLDivElement>;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/** 'Starije poruke' above the conversation while there are older ones, and a calm note when they did not load. */
export function OlderMessages({ ref, hasMore, loading, failed, onLoad }: OlderMessagesProps) {
  return (
    <div ref={ref} className={classes.older}>
      {hasMore && (
        <BigButton variant="secondary" block onClick={onLoad} disabled={loading}>
          {loading ? hr.chat.loadingOlder : hr.chat.older}
        </BigButton>
      )}
      {failed && !loading && (
        <Notice>
          <p>{hr.chat.olderFailed}</p>
        </Notice>
      )}
    </div>
  );
}
