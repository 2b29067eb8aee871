import { localStore } from '@dating/web';

/** Sign-up data kept in local storage under the names of spec section 3. */
export function storePurpose(purposeId: number): void {
  localStore.write('peopleforid', String(purposeId));
}

export function storeUploadedImage({ name, url }: { name: string; url: string }): void {
  localStore.write('image_name', name);
  localStore.write('image_url', url);
}
