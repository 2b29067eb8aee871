/**
 * The exact user-facing texts of spec section 8 and every other answer of the server a member
 * can meet; the browser translates them by these keys (`MessageTexts`).
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
  weakPassword: 'This password is too easy to guess. Add more words or characters',
  passwordHasEmail: 'The password must not contain your email address',
  passwordHasName: 'The password must not contain your name',
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
  serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly',
  tooManyAttempts: 'Too many attempts. Please try again later',
  genderRule: 'Gender must be female, male or other',
  settingFormat: "A setting must be 'true' or 'false'",
  premiumRequired: 'Only premium members can change this',
  photoNotFound: 'Photo not found',
  uploadNotFound: 'Upload the image first',
  imageTooLarge: 'The image is too large (3 MB at most)',
  voiceTooLong: 'A voice message can be 60 seconds at most',
  voiceNotAudio: 'This is not a voice recording (Opus in WebM or Ogg)',
  voiceEmpty: 'This voice message is empty',
  voiceTooLarge: 'The voice message is too large (2 MB at most)',
  voiceNotFound: 'Record the voice message first',
  unsendTooLate: 'A message can only be unsent within 15 minutes',
  unsendNotYours: 'Only its sender can unsend a message',
  replyNotInChat: 'You can only reply to a message of this chat',
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
  userLiked: 'User liked successfully',
  userSuperliked: 'User super liked successfully',
  likeEachOther: 'You and this user like each other',
  noSuperlikesLeft: 'You have no Super Likes left',
  dailyLikesUsed:
    'You have used your free likes for today. Become a Premium Member for unlimited likes.',
  alreadyLiked: 'You have already liked this user',
  alreadySuperliked: 'You have already super liked this user',
  rewindPremium: 'Rewind is for premium members',
  nothingToRewind: 'There is no swipe to rewind',
  ownProfile: 'That is your own profile',
  // Unknown, out of reach, deactivated or blocked either way: one answer, so nothing is told.
  memberUnavailable: 'This member is not available',
  // A match suspended or banned: their chat says so, and sends to them are refused.
  memberNoLongerAvailable: 'This member is no longer available',
  userNotFound: 'User not found',
  filterSaved: 'Filter updated successfully',
  ageRangeRule: 'Age must be a range from 18 to the maximum age, such as 18-40',
  filterGenderRule: 'Gender must be men, women or everyone',
  distanceRule: 'Distance must be a whole number of km from 0 to the maximum distance',
  userReported: 'User reported successfully',
  userUnreported: 'User unreported successfully',
  unfriended: 'Unfriended successfully',
  feedNotFound: 'Feed not found',
  feedAlreadyLiked: 'You have already liked this feed',
  // Safety and moderation: reports, the moderators' calls.
  reportReceived: 'Thank you, your report was received',
  cannotReportYourself: 'You cannot report yourself',
  reportMessagesNotInChat: 'Only messages of your chat with this member can be attached',
  moderatorsOnly: 'Only moderators can do this',
  adminsOnly: 'Only admins can do this',
  cannotModerateYourself: 'You cannot take an action on your own account',
  cannotModerateStaff: 'You cannot take an action on this moderator or admin',
  moderationNoteRequired: 'Write a note: it cannot be only spaces',
  moderationReasonRequired: 'Choose the reason the member will be told',
  warningsPerDayReached:
    'This member has had the most warnings allowed in one day. Try again tomorrow.',
  memberNotBanned: 'This member is not banned',
  memberNotSuspended: 'This member is not suspended',
  suspensionNeedsDays: 'Give the number of days of the suspension',
  photoToRemove: 'Choose the photo to remove',
  photoExplicit: 'This photo looks explicit and cannot be used. Please choose another one.',
  selfieVerified: 'You are verified: your badge now shows on your profile.',
  selfiePendingReview: 'Thank you! A moderator will check your selfie soon.',
  selfieNoFace: 'No face was found in your selfie. Face the camera in good light and try again.',
  selfieNoPhotoFace: 'None of your photos shows your face clearly. Add one, then try again.',
  selfieNoMatch: 'Your selfie does not match the face in your photos.',
  selfieTooLarge: 'The selfie is too large (3 MB at most)',
  selfieNeedsCamera:
    'Verification now films a few poses with your camera. Update the app, then verify again with your camera.',
  selfieChallengeExpired:
    'This check has expired or was already used. Start again and follow the poses on screen.',
  selfieFramesMissing:
    'Some poses were not filmed. Start again and keep your face in view during each pose.',
  selfieNotLive:
    'These pictures copy a photo already on the app. Verify live with your camera, following the poses on screen.',
  selfiePoseNotSeen:
    'We could not see the poses asked. Start again and follow each instruction on screen while the camera films you.',
  selfieFacesDiffer:
    'The pictures do not all show the same face. Start again alone, your face in view the whole time.',
  reviewSameFaceAsVerified: 'This face matches the verified face of another member.',
  reviewCopiedPicture:
    'A camera frame is nearly identical to a photo or a selfie already on the app.',
  reviewMaybeSpoofed: 'The camera frames may show a screen or a print rather than a live face.',
  verificationNotPending: 'This member has no selfie waiting for a decision',
  photoUsedByAnotherAccount:
    'This photo is already used by another account. Please upload a photo of yourself.',
  reviewContactInPicture:
    'The picture shows contact details or a link (a handle, a phone number, a website, a QR code).',
  reviewBannedMemberPhoto: 'This photo copies a photo of a banned member.',
  reviewBannedMemberFace: 'This face matches a photo of a banned member.',
  reviewCloseToAnotherMember: 'This photo is very close to a photo of another member.',
  reviewSameFaceAsAnotherMember: 'This face matches a photo of another account.',
  photoNotUncertain: 'This photo is not waiting for a decision',
  verificationLapsed:
    'Your new main photo does not match your verified face: verify again to get your badge back.',
  // Prompts and likes aimed at a photo or a prompt.
  promptAnswerRule: 'An answer has 1 to 200 characters',
  tooManyPrompts: 'Answer at most 3 prompts',
  promptNotFound: 'This prompt does not exist',
  promptAnsweredTwice: 'Each prompt can be answered once',
  likeCommentTooLong: 'A comment has at most 140 characters',
  likedItemNotFound: 'This photo or answer is no longer on their profile',
  likeOneItem: 'Like one photo or one answer at a time',
  // Compatibility questions (server/src/modules/compatibility).
  questionNotFound: 'This question does not exist',
  questionChoiceUnknown: 'Choose among this question’s answers',
  questionAcceptSome: 'Accept at least one answer',
  // The scam check (server/src/modules/scams): texts others read on a profile or a like.
  offPlatformContact:
    'Phone numbers, e-mail addresses, links and other apps’ names or handles cannot be shared here: members get to know each other on the app first.',
  moneyTalk: 'Asking for money, gift cards or investments is not allowed on the app.',
  contentSales: 'Selling content or sending members to other sites is not allowed on the app.',
  // Hidden words, Your Turn and verified-only contact.
  hiddenWordRule: 'A hidden word has 1 to 40 characters',
  tooManyHiddenWords: 'You can hide at most 100 words',
  verifiedOnlyContact:
    'This member only hears from verified members. Verify your profile to message them.',
  yourTurnFirst:
    'It is your turn: reply to or close your waiting conversations before you like more people.',
  notWaitingForYou: 'This conversation is not waiting for your reply',
  // E-mail digests and data exports.
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Turn the e-mails off in Settings instead.',
  dataExportOncePerDay: 'You can ask for a copy of your data once a day. Please try again later.',
  dataExportNotFound:
    'This download does not exist or has expired. Ask for a new copy in Settings.',
  memberSaved: 'Saved for later',
  memberUnsaved: 'Removed from Saved',
  savedListFull: 'Your Saved list is full. Remove someone from it first.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const KEY_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The key of one of these texts (client rule or server answer), so the browser can translate it. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}
