/** Placeholder until the accounts issue lands. */
export default function EditProfilePage() {
  return <h1>Edit Profile</h1>;
}
