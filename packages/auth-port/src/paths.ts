/** Where a profile picture lives in storage; the security rules match the same shape. */
export function profilePicturePath(uid: string, filename: string): string {
  return `profile_pictures/${uid}/${filename}`;
}
