/**
 * The exact user-facing texts of spec section 8 and every other answer of the server a member
 * can meet; the browser translates them by these keys (`MESSAGE_TEXTS`).
 */
export const MESSAGES = {
  emailOrPasswordIncorrect: 'Email or Password Incorrect',
  emailNotRegistered: 'Email Id not registered',
  emailAlreadyExists: 'Email Already Exists',
  invalidFormat: 'Invalid format',
  otpNotValid: 'The OTP is not valid',
  invalidAccess: 'Invalid access',
  enterValidEmail: 'Please enter valid email',
  fillTheDetails: 'Please fill the details',
  selectAnyOne: 'Please select any one',
  selectOneImage: 'Please atleast select one Image',
  selectInterest: 'Please select the interest',
  selectLocationProperly: 'Select location properly or change location',
  selectLocation: 'please select the location',
  selectLocationFromDropdown: 'please select the location from dropdown',
  selectAnImage: 'Select a image',
  onlyFiveImages: 'Only 5 images you can upload',
  profileImageCannotBeDeleted: 'Profile image cannot be deleted',
  enterMessage: 'Please enter the message',
  invalidFile: 'Sorry, Invalid file!',
  newSameAsOld: 'New Password and Old password must not be same',
  newDiffersFromRetype: 'New Password and Re-type password must be same',
  imageUploaded: 'Image uploaded sucessfuly',
  userDeclined: 'User declined sucessfully',
  boostPurchased: 'Boost Purchased Successfully',
  superlikePurchased: 'Superlike Purchased Successfully',
  nameRule: 'Name must be 3 to 20 letters or spaces',
  passwordRule: 'Password must be 6 to 15 characters',
  minimumAge: 'You must be at least 18 years old',
  textTooLong: 'At most 60 characters',
  messageTooLong: 'At most 500 characters',
  // What the server answers beyond the spec's catalogue, so the browser can translate it too.
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
  accountDeactivated: 'This account is deactivated. Sign in again and confirm to reactivate it',
  socialUnavailable: 'Social sign-in is not available',
  socialNotVerified: 'Social sign-in could not be verified',
  serverBusy: 'The server is busy. Please try again in a moment',
  tooManyAttempts: 'Too many attempts. Please try again later',
  genderRule: 'Gender must be female, male or other',
  settingFormat: "A setting must be 'true' or 'false'",
  premiumRequired: 'Only premium members can change this',
  photoNotFound: 'Photo not found',
  uploadNotFound: 'Upload the image first',
  imageTooLarge: 'The image is too large (8 MB at most)',
  profileUpdated: 'Profile updated',
  notFound: 'Not found',
  noSuchPremiumPlan: 'No such premium plan',
  noSuchBoostPlan: 'No such boost plan',
  noSuchSuperlikePack: 'No such super-like pack',
  boostAlreadyActive: 'Boost is already active',
  noBoostsLeft: 'No boosts left',
  priceChanged: 'The price has changed, please choose the plan again',
  paymentDeclined: 'Payment declined',
  paymentAlreadyUsed: 'This payment has already been used',
  paymentInProgress: 'This payment is still being processed',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const KEY_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The key of one of these texts (client rule or server answer), so the browser can translate it. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}
