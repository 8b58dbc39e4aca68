import { useNavigation } from 'react-router';

/** A thin amber bar at the very top while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-accent-100">
      <div className="h-full w-2/5 animate-progress bg-accent-400" />
    </div>
  );
}
