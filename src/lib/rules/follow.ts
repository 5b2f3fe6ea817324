// Following a college (portal.md §4): only a call answered with code 200 changes anything; a failure changes
// nothing and shows no message.

export interface FollowState {
  /** College codes the user follows, as known locally. */
  followed: string[];
  isFavorite: boolean;
}

/** The label key the follow button shows. */
export function followLabel(isFavorite: boolean): "follow.follow" | "follow.followed" {
  return isFavorite ? "follow.followed" : "follow.follow";
}

/** The state after an add call answered with `code`. */
export function afterAdd(state: FollowState, code: string, answerCode: unknown): FollowState {
  if (answerCode !== 200) return state;
  return { followed: state.followed.includes(code) ? state.followed : [...state.followed, code], isFavorite: true };
}

/** The state after a delete call answered with `code`. */
export function afterDelete(state: FollowState, code: string, answerCode: unknown): FollowState {
  if (answerCode !== 200) return state;
  return { followed: state.followed.filter((existing) => existing !== code), isFavorite: false };
}
