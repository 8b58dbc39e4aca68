import { type RefObject, useState } from 'react';

export type CopyState = 'idle' | 'done' | 'failed';

/**
 * 'Salin' for a dialog that shows a secret or a message to pass on (a temporary password, a WhatsApp text):
 * copies `text` to the clipboard, or, without a clipboard (an insecure origin, a refused permission),
 * selects the text in `nodeRef` so it can be copied by hand. The state says which happened.
 */
export function useCopyText(text: string, nodeRef: RefObject<HTMLElement | null>) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('done');
    } catch {
      const node = nodeRef.current;
      const selection = window.getSelection();
      if (node && selection) selection.selectAllChildren(node);
      setCopy('failed');
    }
  };
  return { copy, onCopy };
}
