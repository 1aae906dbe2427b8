import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { User } from "@common/api-types";
import { COLLECTIONS, ROLES, type Role } from "@common/constants";

/** Turns a stored user document into the plain object the API sends. */
export function toUser(snapshot: DocumentSnapshot): User | null {
  const data = snapshot.data();
  if (!data) return null;
  const role: Role = ROLES.includes(data.role) ? data.role : "student";
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    email: String(data.email ?? ""),
    role,
    picture: String(data.picture ?? ""),
    phoneNumber: String(data.phoneNumber ?? ""),
    birthDate: String(data.birthDate ?? ""),
    socialLinks: Array.isArray(data.socialLinks) ? data.socialLinks : [],
  };
}

export class UserRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.users);
  }

  async findById(id: string): Promise<User | null> {
    return toUser(await this.collection.doc(id).get());
  }

  /** E-mail addresses are unique ignoring case: they are stored with a lower-cased copy to look up. */
  async findByEmail(email: string): Promise<User | null> {
    const query = await this.collection.where("emailLower", "==", email.trim().toLowerCase()).limit(1).get();
    const [first] = query.docs;
    return first ? toUser(first) : null;
  }
}
