/** A list of cards with no bullets: side by side on wide screens, one column on a phone. */
export const cardList = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 } as const;

/** A list with no bullets, its items spaced as cards. */
export const plainList = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 } as const;
