import { atom } from 'jotai';

/** Whether the feedback modal is open; the side bar opens it, cancel or a successful submit closes it. */
export const isFeedbackOpenAtom = atom(false);
