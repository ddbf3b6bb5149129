import { z } from 'zod';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { plainText } from '#shared/schemas/text.ts';

export const PASSWORD_MIN_LENGTH = 6;

const email = z.email({ error: 'Enter a valid email address' }).max(254).trim().toLowerCase();
const name = plainText().trim().max(60, 'Must be 60 characters or fewer');

const newPassword = plainText()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be 128 characters or fewer');

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: name.default(''),
  lastName: name.default(''),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: plainText().min(1, 'Enter your password').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameLoginSchema = z.object({
  username: plainText().trim().min(1, 'Enter your username').max(30),
  password: plainText().min(1, 'Enter your password').max(128),
});
export type UsernameLoginInput = z.infer<typeof usernameLoginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: plainText().min(1, 'Enter your current password').max(128),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The same answer whether or not the address has an account; `delivery` says how links travel on
 * this server (by mail, or through an administrator when no mail server is configured).
 */
export const forgotPasswordResultSchema = z.object({
  message: z.string(),
  delivery: z.enum(['email', 'administrator']),
});
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

/** POST /api/auth/reset-password: the token from the link and the new password. */
export const resetPasswordSchema = z.object({
  token: plainText().trim().min(1, 'This reset link is incomplete').max(200),
  newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  /** The shared demo account: its password and existence are not the visitor's to change. */
  isDemo: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * GET /api/auth/session: who is signed in, or null for a visitor. Always 200, so a visitor's
 * first page load has no failed request in the browser's console.
 */
export const sessionSchema = z.object({ user: currentUserSchema.nullable() });

export const adminLoginResultSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /** Present on failure, like every other error body. */
  message: z.string().optional(),
  /** INVALID_LOGIN on failure: a refused sign-in, not an ended session. */
  code: z.enum(ERROR_CODES).optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

/** GET /api/auth/providers: the sign-in providers this server has keys for. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
