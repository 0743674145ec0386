import { useId, useState, type MouseEvent } from 'react';

/**
 * A menu opened by a button: the button's props (which menu it controls, whether it is open, the click that
 * opens it under the button) and the menu's (its id, where it hangs, open while anchored), and `close`.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return {
    buttonProps: {
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open: anchor !== null, onClose: close },
    close,
  };
}
