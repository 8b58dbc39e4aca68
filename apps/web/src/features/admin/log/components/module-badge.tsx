import type { ActivityModule } from '@alumni/contract';
import { Badge, type BadgeColor } from '#web/components/ui/badge.tsx';

const COLORS: Record<ActivityModule, BadgeColor> = {
  Acara: 'blue',
  Pengguna: 'purple',
  Partisipan: 'green',
  Komentar: 'orange',
  Pengaturan: 'grey',
  Komunitas: 'grey',
  Konten: 'blue',
  Angkatan: 'pink',
  'Kabar Duka': 'grey',
  Keuangan: 'green',
};

export function ModuleBadge({ module }: { module: ActivityModule }) {
  return <Badge color={COLORS[module] ?? 'grey'}>{module}</Badge>;
}
