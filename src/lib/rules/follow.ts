// Following a college or keeping a favourite (portal.md §4): only a call answered with code 200 changes anything; a
// failure changes nothing and shows no message.

/** The label key the follow button shows. */
export function followLabel(isFavorite: boolean): "follow.follow" | "follow.followed" {
  return isFavorite ? "follow.followed" : "follow.follow";
}

/** Whether the item is followed after a toggle from `isFavorite` answered with `answerCode`. */
export function afterToggle(isFavorite: boolean, answerCode: unknown): boolean {
  return answerCode === 200 ? !isFavorite : isFavorite;
}
