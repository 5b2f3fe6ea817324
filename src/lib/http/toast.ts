// One error toast at a time (portal.md §8): while a message is showing, further messages are dropped.
export function singleToast(show: (message: string, onClose: () => void) => void): (message: string) => void {
  let open = false;
  return (message) => {
    if (open) return;
    open = true;
    show(message, () => {
      open = false;
    });
  };
}
