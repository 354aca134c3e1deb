import { PlaceholderScreen } from '@/components/placeholder-screen';
import { hr } from '@/i18n/hr';

export function ChatRoute() {
  return <PlaceholderScreen title={hr.chat.title} text={hr.chat.placeholder} />;
}
