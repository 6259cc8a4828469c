/** Who is looking at something: a signed-in person, and whether they are an admin (read fresh on every request). */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}
