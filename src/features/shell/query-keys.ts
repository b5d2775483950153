/** Query keys of the shell's own screens. */
export const shellKeys = {
  /** Keyed by the project scope, so a new selection is a new entry (the old one stays cached). */
  homeSummary: (projectIds: readonly number[]) => ['home-summary', [...projectIds]] as const,
};
