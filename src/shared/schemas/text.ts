import { z } from 'zod';

// C0 and C1 control characters and DEL: never meaningful in our text, and NUL breaks PostgreSQL.
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// Multi-line fields keep tabs and line breaks.
// eslint-disable-next-line no-control-regex
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const message = 'must not contain control characters';
// Embedding, override and isolate marks reorder what a reader sees ("gnp.exe" shown for
// "exe.png"), so a title could pose as another; right-to-left text needs none of them.
const NO_BIDI_CONTROL = /^[^\u202a-\u202e\u2066-\u2069]*$/;
const bidiMessage = 'must not contain text-direction control characters';

/** A one-line text input: no control characters at all. */
export const plainText = () =>
  z.string().regex(NO_CONTROL, message).regex(NO_BIDI_CONTROL, bidiMessage);

/** A multi-line text input: tabs and line breaks allowed, other control characters not. */
export const multilineText = () =>
  z.string().regex(NO_CONTROL_BUT_LINES, message).regex(NO_BIDI_CONTROL, bidiMessage);
