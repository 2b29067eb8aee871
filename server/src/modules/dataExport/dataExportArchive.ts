import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FileStorage } from '../../storage/fileStorage';
import type { MemberData } from './dataExportRepository';

const README = `Your data

This archive holds the data our service keeps about you, as it was when you asked for it.
Each .json file is UTF-8 JSON; times are ISO 8601 in UTC.

profile.json    your account and profile: name, e-mail, birth date, every profile field and who
                you let see it (field_privacy), place and coordinates, interests, purposes,
                language, premium, verification, packs left, and your prompts with your
                answers, in your order
settings.json   your privacy, notification, feed and search-filter settings, snooze and
                incognito, and which e-mails you receive
photos.json     your profile photos in order (position 0 is the main photo); the pictures
                themselves are in the photos/ folder, under the same names
likes.json      the members you liked or super liked (their id and name)
matches.json    your matches (the member's id and name, and when you matched)
messages.json   your chats: for each, the other member's id and name and every message of the
                chat, the ones you sent (sent_by_me: true) and the ones you received, cleared
                ones included; a picture is named by image_name, and its file is in the
                chat-pictures/ folder under that name, a voice note by voice_name in the
                voice-notes/ folder (MISSING.txt in either names any no longer stored); a
                message its sender unsent is listed with unsent: true and nothing of what
                it said
purchases.json  your payments: premium, boosts and super likes, amount, currency and outcome

Nothing else of other members is included. The download link works for 48 hours from when
the archive was ready; after that the archive is deleted from our servers. You can ask for a
new copy in Settings once a day.
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** Pictures are already compressed: stored in the archive as they are. */
async function pictureFiles(names: readonly string[], storage: FileStorage): Promise<Zippable> {
  const files: Zippable = {};
  for (const name of names) files[name] = [await storage.read(name), { level: 0 }];
  return files;
}

/**
 * A chat's pictures or voice notes still stored. One whose file is gone (its sender's account
 * deleted with its uploads) is named in MISSING.txt rather than failing every export of the
 * chat's other member.
 */
async function chatFiles(
  names: readonly string[],
  storage: FileStorage,
  what: 'pictures' | 'voice notes',
): Promise<Zippable> {
  const files: Zippable = {};
  const missing: string[] = [];
  for (const name of names) {
    try {
      files[name] = [await storage.read(name), { level: 0 }];
    } catch {
      missing.push(name);
    }
  }
  if (missing.length > 0) {
    files['MISSING.txt'] = strToU8(
      `These ${what} of your chats are no longer stored:\n${missing.join('\n')}\n`,
    );
  }
  return files;
}

/**
 * The member's data as a ZIP: a JSON file per kind, the files of their photos and of the
 * pictures and voice notes of their chats (sent or received there), and a README.
 */
export async function dataExportArchive(data: MemberData, storage: FileStorage): Promise<Buffer> {
  const messages = data.chats.flatMap((chat) => chat.messages);
  const chatPictures = messages.flatMap((message) => message.image_name ?? []);
  const voiceNotes = messages.flatMap((message) => message.voice_name ?? []);
  const files: Zippable = {
    'README.txt': strToU8(README),
    'profile.json': json(data.profile),
    'settings.json': json(data.settings),
    'photos.json': json(data.photos),
    photos: await pictureFiles(
      data.photos.map((photo) => photo.image_name),
      storage,
    ),
    'chat-pictures': await chatFiles(chatPictures, storage, 'pictures'),
    'voice-notes': await chatFiles(voiceNotes, storage, 'voice notes'),
    'likes.json': json(data.likes),
    'matches.json': json(data.matches),
    'messages.json': json(data.chats),
    'purchases.json': json(data.purchases),
  };
  return Buffer.from(zipSync(files, { level: 6 }));
}
