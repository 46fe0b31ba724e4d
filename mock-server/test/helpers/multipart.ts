// A multipart body built by the platform's FormData, for inject(): the upload cases the SDK's typed client cannot send
// (two files, no file, a field left out).

/** A multipart body and its content type, for inject() (cases the SDK's typed client cannot send). */
export async function multipart(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
