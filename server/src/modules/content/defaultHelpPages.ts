import type { HelpPage } from '@dating/contract/schemas';

/** The four help pages a new installation starts with; ids are fixed (the browser links /Help/<id>). */
export const DEFAULT_HELP_PAGES: readonly HelpPage[] = [
  {
    id: 1,
    title: 'Terms and Conditions',
    description: `
<p>These terms apply whenever you use this dating service. By creating an account you accept
them.</p>
<h3>Who can join</h3>
<p>You must be at least 18 years old. One person holds one account, and what you say about
yourself (name, date of birth, gender, photos) must be true.</p>
<h3>How you treat others</h3>
<ul>
  <li>Be respectful. Harassment, threats, hate speech and pressure are not allowed.</li>
  <li>Post only photos of yourself, with no nudity, no violence and nothing illegal.</li>
  <li>Do not advertise, ask for money or use the service for any business.</li>
  <li>Do not pretend to be someone else.</li>
</ul>
<p>Before a message that looks hurtful is sent, the app asks its writer whether they are sure,
and its receiver can report it in one tap. Members can report and block one another.</p>
<h3>Moderation</h3>
<p>Our moderators review reports. When an account breaks these terms they may warn the member by
e-mail, remove a photo, suspend the account for a number of days or ban it. A suspended or banned
member is signed out at once and, when signing in, is told why, and for a suspension until when.
Every moderator's action is recorded with its reason.</p>
<h3>Your content</h3>
<p>You keep the rights to your photos and texts. You allow us to show them to other members while
your account exists, as the Privacy Policy describes.</p>
<h3>Free and premium</h3>
<p>Every member can like, super like, match and chat; a free member has a number of likes per
day. Premium is bought for a number of days and adds unlimited likes, rewind, seeing who liked
you and who visited you, changing your location, hiding your age, your location or your whole
profile, and no ads; some plans include super likes and boosts. Boosts (30 minutes among the
first people seen near you) and super-like packs are also sold on their own.</p>
<h3>Payments</h3>
<p>You pay by card through Braintree, a PayPal service. The price is shown before you pay. Premium days start when you buy them, or
are added to the premium you still have. Super likes and boosts you have not used stay in your
account until you use them.</p>
<h3>Ending your account</h3>
<p>In Settings you can deactivate your account (it is hidden until you sign in again) or delete
it for good with your password. Deleting it also ends the premium days, boosts and super likes
you have left.</p>
<h3>No guarantee</h3>
<p>We do not check members' identity or background and cannot answer for anyone's conduct. The
service is provided as it is, to the extent the law allows. When these terms change, the new
text is published here.</p>
`,
  },
  {
    id: 2,
    title: 'Safety Tips',
    description: `
<p>Most people here are looking for the same thing you are. These habits keep meeting them
safe.</p>
<h3>While you chat</h3>
<ul>
  <li>Keep the conversation in the app until you trust the person. Do not share your address,
  workplace or bank details early on.</li>
  <li>Never send money, gift cards or codes to someone you have not met, whatever the story.</li>
  <li>A video call, on an app you trust, is the easiest way to check that someone looks like
  their photos.</li>
  <li>The app never shows your exact position: members see the place you chose and a distance in
  whole kilometres, and a premium member can hide even those.</li>
</ul>
<h3>When you meet</h3>
<ul>
  <li>Meet in a busy public place, and arrange your own way there and back.</li>
  <li>Tell a friend where you are going, with whom, and when you expect to be back.</li>
  <li>Keep an eye on your drink and your belongings.</li>
  <li>Leave whenever you feel uncomfortable; you owe no one an explanation.</li>
</ul>
<h3>Kinder messages</h3>
<p>When a message you write looks hurtful, the app asks <strong>Are you sure?</strong> before
sending it: you can edit it or send it anyway. When you receive such a message, the app asks
<strong>Does this bother you?</strong>: one tap on <strong>Report</strong> sends a report with
the message attached, or answer <strong>No, it's fine</strong>.</p>
<h3>Block</h3>
<p>Block someone from their profile, their card or your chat. A block hides you from each other
everywhere in the app (people lists, likes, visitors, feeds, friends and messages), and neither
of you can write to the other. Settings lists the members you blocked, with Unblock. In a chat,
the menu also lets you clear the chat or unfriend the person.</p>
<h3>Report</h3>
<p><strong>Report User</strong>, on a profile or in a chat, asks for a reason: fake profile,
inappropriate photos, harassment or hate, spam or scam, under 18, behaviour when you met, or
something else you describe. From a chat you can attach some of its messages. For 30 days after a match
ends you can still report the person: unfriending someone offers it, and the Friends and
Messages lists keep a way to do it. Moderators review every report and may warn the member,
remove a photo, suspend or ban the account. You are told that your report was received, not what
was done, and the member is never told who reported them. In an emergency, call your local
emergency number first.</p>
`,
  },
  {
    id: 3,
    title: 'Privacy Policy',
    description: `
<p>This policy says what the app stores about you, who sees what, and how to remove it.</p>
<h3>What we store</h3>
<ul>
  <li>Account: your name, e-mail address, date of birth, gender and language, and your password
  only as a salted hash that cannot be turned back into it.</li>
  <li>Profile: photos, bio, job, company, school, interests, what you are here for, your filters
  and settings.</li>
  <li>Location: the place you choose from the list, with its coordinates.</li>
  <li>Activity: likes, super likes, nopes, matches and when a match ended, profile visits,
  reports (with their reason, details and the messages attached), blocks, chat messages and
  pictures (a message that looked hurtful is marked as such), and feed items.</li>
  <li>Purchases: what you bought, its price and date. Your card details go to Braintree and never
  reach our servers.</li>
  <li>Sign-in: one session per browser you sign in on, which ends when you log out, after 30 days
  unused and at the latest after 180 days, and recent sign-in attempts, to stop password
  guessing.</li>
  <li>Notifications, if you allow them: your browser's push address, to tell you about new
  messages and likes while the app is closed.</li>
</ul>
<h3>What other members see</h3>
<p>Your name, age, photos, interests, bio, job, company and school, and the place you chose with
a distance in whole kilometres. Distances are measured between positions rounded to a grid of
about 1 km, and no one is ever sent your coordinates. Premium members can hide their age, their
location or their whole profile (Invisible). Your matches see the changes to your profile in
their Feeds unless you turn them off in Settings. Free members see who liked or visited them only
as blurred photos. Your e-mail address and password are never shown.</p>
<h3>What moderators see</h3>
<p>Moderators are members of our team. For a report they see who made it, its reason and details,
the messages the reporter attached (no other message of the chat), and the reported member's
profile and photos. Each of their actions is recorded: who did what, when and why.</p>
<h3>Chat messages</h3>
<p>The text of each message is checked on our server against lists of offensive words before it
is sent. When a message is held back to ask <em>Are you sure?</em>, only a fingerprint of it is
kept, for 10 minutes, so that sending it again goes through.</p>
<h3>Photos</h3>
<p>Every photo is re-encoded when you upload it, which removes the location, camera and other
hidden data photos often carry.</p>
<h3>E-mail</h3>
<p>We e-mail you codes, to confirm your address when you sign up and to reset your password,
and, if a moderator warns you, the warning with its reason.</p>
<h3>In your browser</h3>
<p>The app keeps your session and your choices (language, the plan you picked) in your browser's
storage, and two cookies: whether you are signed in, and your language. The ads are the app's
own; there is no ad network. The payment form is Braintree's, and signing in with Facebook is
Facebook's, each under its own policy.</p>
<h3>Your choices</h3>
<ul>
  <li>Edit your profile and settings at any time.</li>
  <li>Turn message and like notifications off in Settings.</li>
  <li>Deactivate your account: your profile is hidden until you sign in again.</li>
  <li>Delete your account: your profile, photos, likes, matches, visits, reports, blocks, feed
  items, sessions and the premium days, boosts and super likes you have left are erased at once.
  Your matches keep the conversation they had with you, marked as from a deleted account, the
  record of your payments is kept without your name, as accounting requires, and the moderators'
  record of any action taken about your account stays with its reason.</li>
</ul>
<p>We do not sell your personal data.</p>
`,
  },
  {
    id: 4,
    title: 'FAQ',
    description: `
<p>Answers to the questions members ask most.</p>
<h3>How does matching work?</h3>
<p>Like someone with the heart (or swipe right). When they like you too, it is a match and you
can chat.</p>
<h3>What is a super like?</h3>
<p>A super like tells someone you are especially interested; it shows in their Super likes list.
Super likes come in packs and with some premium plans.</p>
<h3>What does a boost do?</h3>
<p>For 30 minutes your profile is among the first that people near you see.</p>
<h3>How many likes can I give?</h3>
<p>Free members have a number of likes per day, and the app says when they are used up. Premium
members have no limit.</p>
<h3>What does premium add?</h3>
<p>Unlimited likes, rewind, seeing who liked you and who visited you, changing your location,
hiding your age, your location or your profile, and no ads. Some plans include super likes and
boosts.</p>
<h3>Can I take back a swipe?</h3>
<p>Premium members can rewind their last like or nope, once.</p>
<h3>Why do I see no one near me?</h3>
<p>Widen the distance or the age range in Filter, choose more purposes, or (premium) change your
location.</p>
<h3>How do I hide my profile?</h3>
<p>Premium members can turn on <em>Make me invisible</em> in Settings: only your matches and the
people you swiped can still open your profile, and you can keep chatting.</p>
<h3>How do I block or report someone?</h3>
<p>Block from their profile, their card or your chat; Settings lists the members you blocked,
with Unblock. Report User, on a profile or in a chat, asks for a reason, and in a chat you can
attach some of its messages. For 30 days after a match ends you can still report the person,
when you unfriend them or from the Friends and Messages lists.</p>
<h3>What happens after I report someone?</h3>
<p>Our moderators review reports and may warn the member, remove a photo, suspend or ban the
account. We tell you that your report was received, not what was done, and we never tell the
member who reported them.</p>
<h3>Why did the app ask "Are you sure?"</h3>
<p>Your message looked hurtful. You can edit it or send it anyway. Its receiver is asked "Does
this bother you?" and can report it in one tap.</p>
<h3>How do I stop notifications?</h3>
<p>Turn off the message or like notification in Settings, or block notifications for the app in
your browser.</p>
<h3>How do I delete my account?</h3>
<p>Open Settings, choose Delete account and confirm with your password. To take a break instead,
choose Deactivate account: signing in again brings your profile back.</p>
`,
  },
];
