import { PlaceholderScreen } from '@/components/placeholder-screen';
import { hr } from '@/i18n/hr';

export function MaterialsRoute() {
  return <PlaceholderScreen title={hr.materials.title} text={hr.materials.placeholder} />;
}
