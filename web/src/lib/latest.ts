/**
 * A record as the latest answer has it: a dialog opened on a record shows the fresh one when it arrives (see
 * useFreshForm), or the one it opened with if the answer no longer lists it.
 */
export const latestOf = <T extends { _id: string }>(opened: T, list: readonly T[] | undefined): T =>
  list?.find((record) => record._id === opened._id) ?? opened;
