import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { DataExportStatusResponse, ProfileResponse } from '../../shared/contract/src/schemas';
import { matchAndChat, seat, type Seat } from '../support/chatSeats';
import { postAs, signUpMember, type Member } from '../support/session';

/** A city of this journey's own, so no other journey's members show in its lists. */
const CITY = 'Rennes';

let sent = 0;

async function say(seatOf: Seat, from: Member, to: Member, chatId: number, message: string) {
  sent += 1;
  await postAs(seatOf.page.request, from, 'websendmessage', {
    chat_id: chatId,
    receiver_id: to.memberId,
    client_id: `export-${Date.now()}-${sent}`,
    message,
  });
}

test.describe('a copy of one’s data', () => {
  let mia: Seat;

  test.beforeEach(async ({ browser, baseURL }) => {
    mia = await seat(browser, baseURL!, 'Mia Export', { city: CITY });
  });

  test.afterEach(async () => {
    await mia.page.context().close();
  });

  test('holds the member’s photos and chats, and nothing of anyone else’s', async () => {
    test.setTimeout(120_000);
    const { page, member } = mia;
    const noah = await signUpMember(page.request, { name: 'Noah Export', city: CITY });
    const xena = await signUpMember(page.request, { name: 'Xena Export', city: CITY });
    const ours = await matchAndChat(page.request, member, noah);
    await say(mia, member, noah, ours, 'Mia to Noah: the bakery at noon');
    await say(mia, noah, member, ours, 'Noah to Mia: see you there');
    // A third member's chat with someone else: nothing of it is Mia's.
    const theirs = await matchAndChat(page.request, noah, xena);
    await say(mia, noah, xena, theirs, 'Noah to Xena: not for Mia');

    await page.goto('/web/app/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Ask for my data' }).click();
    await expect(section.getByRole('status')).toContainText('Your copy is ready', {
      timeout: 60_000,
    });
    await expect(section.getByRole('button', { name: 'Ask for my data' })).toBeDisabled();

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-data.zip');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());

    const { result: profile } = await postAs<ProfileResponse>(page.request, member, 'webprofile');
    const photoName = /[^/]+$/.exec(profile.images)?.[0] ?? '';
    const photo = await page.request.get(profile.images);
    expect(Buffer.from(files[`photos/${photoName}`] ?? [])).toEqual(await photo.body());

    const chats = JSON.parse(text('messages.json')) as {
      name: string;
      messages: { text: string; sent_by_me: boolean }[];
    }[];
    expect(
      chats.map((chat) => [chat.name, chat.messages.map((m) => [m.text, m.sent_by_me])]),
    ).toEqual([
      [
        'Noah Export',
        [
          ['Mia to Noah: the bakery at noon', true],
          ['Noah to Mia: see you there', false],
        ],
      ],
    ]);
    const everything = Object.keys(files)
      .filter((name) => /\.(json|txt)$/.test(name))
      .map(text)
      .join('\n');
    expect(everything).toContain(member.email);
    for (const theirsOnly of ['Noah to Xena', noah.email, xena.email, 'Xena Export']) {
      expect(everything).not.toContain(theirsOnly);
    }
    expect(text('README.txt')).toContain('messages.json');

    // The download is the member's alone: another member's session meets a 404.
    const { export_id: exportId } = await postAs<DataExportStatusResponse>(
      page.request,
      member,
      'webdataexportstatus',
    );
    expect(exportId).toBeTruthy();
    const asNoah = await page.request.get(`/api/webdataexportfile?export_id=${exportId}`, {
      headers: { Authorization: `Bearer ${noah.token}` },
    });
    expect(asNoah.status()).toBe(404);
  });
});
