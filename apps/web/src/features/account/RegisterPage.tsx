/** Placeholder until the accounts issue lands. */
export default function RegisterPage() {
  return <h1>Login</h1>;
}
