/** The exact user-facing texts of spec section 8; the browser translates them by these keys. */
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
} as const;

export type MessageKey = keyof typeof MESSAGES;

const KEY_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The key of one of these texts (client rule or server answer), so the browser can translate it. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}
