/** The file's bytes as base64, as the certificate and logo calls carry them. */
export async function readBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The first bytes of a file, to judge its type by them rather than by its name. */
export async function readLeadingBytes(file: Blob, count = 8): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}
