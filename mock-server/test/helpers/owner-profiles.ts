// What the owner profile tests share.

/** The fields PUT /ownerProfile/{id} takes, from the profile GET answers. */
export function profileUpdate(profile: Record<string, unknown>) {
  const { name, address, city, province, postal, phone, mobile } = profile;
  return { name, address, city, province, postal, phone, mobile };
}
