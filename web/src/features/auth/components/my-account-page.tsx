// Placeholder: the account page (sign-in gate + profile) is owned by the auth work.
export function MyAccountPage() {
  return <p>Account</p>;
}
