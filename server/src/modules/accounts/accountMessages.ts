/**
 * The accounts module's own answers. The spec's dictionary texts (section 8) come from
 * MESSAGES in @dating/shared/rules; these are shown as the server words them.
 */
export const ACCOUNT_MESSAGES = {
  signInRequired: 'Please sign in',
  commonPassword: 'This password is too common. Please choose another one',
  wrongPassword: 'The password is not correct',
  emailNotVerified: 'Please verify your email with the code first',
  codeSent: 'A verification code has been sent to your email',
  emailAvailable: 'Email available',
  emailVerified: 'Email verified',
  resetCodeSent: 'A reset code has been sent to your email',
  passwordReset: 'Your password has been changed. Please sign in',
  passwordChanged: 'Password changed successfully',
  registered: 'Registered successfully',
  signedIn: 'Login successfully',
  accountDeactivated:
    'This account is deactivated. Sign in again with reactivate set to true to restore it',
  socialUnavailable: 'Social sign-in is not available',
  socialNotVerified: 'Social sign-in could not be verified',
  serverBusy: 'The server is busy. Please try again in a moment',
  genderRule: 'Gender must be female, male or other',
} as const;
