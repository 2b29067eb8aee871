/** Sign-up data kept in local storage under the names of spec section 3. */
const PURPOSE_KEY = 'peopleforid';
const IMAGE_NAME_KEY = 'image_name';
const IMAGE_URL_KEY = 'image_url';

export function storePurpose(purposeId: number): void {
  window.localStorage.setItem(PURPOSE_KEY, String(purposeId));
}

export function storeUploadedImage({ name, url }: { name: string; url: string }): void {
  window.localStorage.setItem(IMAGE_NAME_KEY, name);
  window.localStorage.setItem(IMAGE_URL_KEY, url);
}
