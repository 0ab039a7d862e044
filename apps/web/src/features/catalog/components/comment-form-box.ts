// The comment form and the space held for it while its code loads: the same box, so nothing moves.
export const FORM_BOX = 'mb-6 flex min-h-36 flex-col gap-2';
