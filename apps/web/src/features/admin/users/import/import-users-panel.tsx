/**
 * Import side panel (spec section 2, /admin/user). Placeholder with the agreed interface until it is built.
 * `onImported` runs after a successful import (the list refreshes and shows the toast).
 */
export type ImportUsersPanelProps = {
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
};

export function ImportUsersPanel(_props: ImportUsersPanelProps) {
  return null;
}
