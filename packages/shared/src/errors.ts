/**
 * One catalogue of expected failures. The server maps each code to an HTTP status in one place;
 * the web client shows `header` / `message` as a toast unless a more specific text applies.
 */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 422, header: 'Ooops!', message: 'Please correct the highlighted fields.' },
  bad_request: { status: 400, header: 'Ooops!', message: 'The request could not be understood.' },
  unauthenticated: { status: 401, header: 'Ooops!', message: 'Please log in to continue.' },
  session_expired: { status: 401, header: 'Ooops!', message: 'Your session has expired. Please log in again.' },
  csrf_invalid: { status: 403, header: 'Ooops!', message: 'Your page is out of date. Please reload and try again.' },
  forbidden: { status: 403, header: 'Ooops!', message: 'You are not allowed to do that.' },
  not_found: { status: 404, header: 'Ooops!', message: 'Not found.' },
  record_not_found: { status: 404, header: 'Record load error', message: 'Not found.' },
  unknown_entity: { status: 404, header: 'Ooops!', message: 'Unknown entity.' },
  conflict: { status: 409, header: 'Ooops!', message: 'That conflicts with the current state.' },
  payment_declined: { status: 402, header: 'Payment declined', message: 'Your card was declined.' },
  sold_out: { status: 409, header: 'Just sold', message: 'Sorry, this beat has just been sold.' },
  promo_code_unknown: { status: 404, header: 'Promo code', message: 'This promo code does not exist.' },
  promo_code_expired: { status: 410, header: 'Promo code', message: 'This promo code has expired.' },
  offer_link_expired: {
    status: 410,
    header: 'Offer expired',
    message:
      "This offer's checkout link has expired: it was valid for 48 hours after the offer was accepted. Make a new offer on the beat's page.",
  },
  promo_code_used: { status: 409, header: 'Promo code', message: 'You have already used this promo code.' },
  payload_too_large: { status: 413, header: 'Ooops!', message: 'The request is too large.' },
  unsupported_media_type: { status: 415, header: 'Ooops!', message: 'Unsupported content type.' },
  rate_limited: { status: 429, header: 'Slow down!', message: 'Too many attempts. Please try again later.' },
  login_failed: { status: 401, header: 'Authentication Failed!', message: 'Invalid email or password.' },
  registration_failed: { status: 422, header: 'Registration Failed!', message: 'Invalid email or password.' },
  already_registered: {
    status: 409,
    header: 'Registration Failed!',
    message: 'An account with this email already exists.',
  },
  already_invited: { status: 409, header: 'Registration Failed!', message: 'This email has already been invited.' },
  invitation_invalid: { status: 404, header: 'Ooops!', message: 'This invitation is invalid or has expired.' },
  captcha_failed: { status: 422, header: 'Ooops!', message: 'Please confirm you are not a robot.' },
  reset_token_invalid: {
    status: 422,
    header: 'Ooops!',
    message: 'This password reset link is invalid or has expired.',
  },
  oauth_failed: { status: 400, header: 'Authentication Failed!', message: 'Social login failed.' },
  internal: { status: 500, header: 'Ooops!', message: 'Sorry, something went wrong' },
} as const satisfies Record<string, { status: number; header: string; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Default error texts of spec §8. */
export const DEFAULT_ERROR = { header: 'Ooops!', message: 'Sorry, something went wrong', number: 0 } as const;

export interface FieldError {
  topic_id: string;
  message: string;
}

/** Shape of `response_data` on an error response. */
export interface ErrorResponseData {
  error: string;
  code: ErrorCode;
  header: string;
  topic_id?: string;
  errors?: FieldError[];
}
