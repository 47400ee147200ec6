/**
 * The fields of a posted form. A body that is not one (another content type, a multipart body that
 * does not parse) reads as an empty form, so the action answers with its own validation error where
 * `request.formData()` would throw and answer 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
