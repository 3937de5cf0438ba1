// Placeholder contract for the auth feature (filled in by the auth work):
// the layout reads only these fields.
export type AuthUser = {
  userId: string | null;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
};

export type AuthState = {
  loading: boolean;
  signedIn: boolean;
  user: AuthUser | null;
};

export function useAuth(): AuthState {
  return { loading: false, signedIn: false, user: null };
}
