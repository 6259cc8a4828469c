/** How lists are paged, the same on both sides. */

/** Rows a numbered page may skip; a deeper page starts after the page before (its `next_cursor`). */
export const maxOffset = 1000;
