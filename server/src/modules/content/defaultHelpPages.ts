import type { HelpPage } from '@dating/shared/api';

/** The four help pages a new installation starts with; ids are fixed (the browser links /Help/<id>). */
export const DEFAULT_HELP_PAGES: readonly HelpPage[] = [
  {
    id: 1,
    title: 'Terms and Conditions',
    description: `
<p>By creating an account you agree to these terms. Please read them carefully.</p>
<h3>Who can join</h3>
<p>You must be at least 18 years old and legally able to enter into this agreement. One person may
hold one account, and the details you give about yourself must be true.</p>
<h3>Your conduct</h3>
<ul>
  <li>Treat other members with respect. Harassment, threats and hate speech are not allowed.</li>
  <li>Do not post nudity, violence or anything that is illegal where you or the viewer live.</li>
  <li>Do not use the service to advertise, solicit money or run any commercial activity.</li>
  <li>Do not impersonate anyone or upload photos of other people without their consent.</li>
</ul>
<h3>Your content</h3>
<p>You keep the rights to the photos and text you post. You allow us to show them to other members
as part of the service. We may remove content or suspend accounts that break these terms.</p>
<h3>Premium services</h3>
<p>Premium plans, boosts and super-like packs are paid in advance for the period or quantity shown
at purchase. Prices are shown before you pay. Unused boosts and super likes do not expire while
your account is open.</p>
<h3>Ending your account</h3>
<p>You may deactivate or delete your account at any time from Settings. We may close an account
that breaks these terms.</p>
<h3>Liability</h3>
<p>We do not run background checks on members and cannot guarantee the conduct of anyone you meet.
The service is provided as it is, to the extent the law allows.</p>
`,
  },
  {
    id: 2,
    title: 'Safety Tips',
    description: `
<p>Meeting new people is exciting. These habits keep it safe.</p>
<h3>Before you meet</h3>
<ul>
  <li>Keep conversations in the app until you are comfortable; never share your home address,
  work place or financial details early on.</li>
  <li>Never send money or gift cards to someone you have not met, whatever the story.</li>
  <li>Do a video call first: it is the easiest way to check that a person is who they say.</li>
</ul>
<h3>When you meet</h3>
<ul>
  <li>Meet in a busy public place, and arrange your own transport there and back.</li>
  <li>Tell a friend where you are going, with whom, and when you expect to be back.</li>
  <li>Stay in control of your drinks and your belongings.</li>
  <li>Leave whenever you feel uncomfortable; you owe no one an explanation.</li>
</ul>
<h3>Report and block</h3>
<p>If someone makes you uneasy, use <strong>Report</strong> on their profile and block them in the
chat. Reports are confidential. In an emergency, call your local emergency number first.</p>
`,
  },
  {
    id: 3,
    title: 'Privacy Policy',
    description: `
<p>This policy explains what we collect, why, and the choices you have.</p>
<h3>What we collect</h3>
<ul>
  <li>Account details: your name, e-mail address, date of birth and gender.</li>
  <li>Profile content: photos, interests, bio, job, company and school, which you choose to add.</li>
  <li>Location: the place you choose or the position your browser shares, used to show people
  nearby.</li>
  <li>Activity: likes, matches, visits, messages and purchases.</li>
</ul>
<h3>What other members see</h3>
<p>Members see your name, photos, age, interests and the profile details you fill in, and an
approximate distance. You can hide your age and your distance in Settings. Your e-mail address,
exact position and password are never shown to anyone.</p>
<h3>How we use it</h3>
<p>To run the service: suggest people near you, deliver messages, process payments, keep the
community safe and answer your requests. We do not sell your personal data.</p>
<h3>Your choices</h3>
<ul>
  <li>Edit your profile and privacy settings at any time.</li>
  <li>Turn notifications off in Settings.</li>
  <li>Delete your account; your profile then stops being shown and your data is erased, except
  what the law requires us to keep.</li>
</ul>
<h3>Photos</h3>
<p>Photos are re-encoded when you upload them, which removes the location and camera data that
photos often carry.</p>
`,
  },
  {
    id: 4,
    title: 'FAQ',
    description: `
<p>Answers to the questions members ask most.</p>
<h3>How does matching work?</h3>
<p>Swipe right or tap the heart to like someone. When they like you too, you match and can chat.</p>
<h3>What is a super like?</h3>
<p>A super like tells someone you are especially interested; they see it before they swipe. Every
member gets a few; more come with premium plans or super-like packs.</p>
<h3>What does a boost do?</h3>
<p>A boost makes your profile one of the first seen by people in your area for 30 minutes.</p>
<h3>What does premium add?</h3>
<p>Premium shows who liked you and who visited your profile, removes ads, and includes super likes
and boosts as listed on each plan.</p>
<h3>Why do I see no one near me?</h3>
<p>Widen the distance or the age range in Filter, or check that your location is set.</p>
<h3>How do I hide my profile?</h3>
<p>Turn on <em>Invisible</em> in Settings. You can still chat with your matches.</p>
<h3>How do I delete my account?</h3>
<p>Open Settings and choose Delete account.</p>
`,
  },
];
