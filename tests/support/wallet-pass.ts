import forge from 'node-forge';

/** A self-signed stand-in for Apple's WWDR authority and a Pass Type ID certificate it issued (PEM). */
export function passCertificates(): { wwdr: string; signerCert: string; signerKey: string } {
  const issue = (subject: string, serial: string, signer: forge.pki.rsa.KeyPair | null) => {
    const keys = forge.pki.rsa.generateKeyPair(2048);
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = keys.publicKey;
    certificate.serialNumber = serial;
    certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
    certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    certificate.setSubject([{ name: 'commonName', value: subject }]);
    certificate.setIssuer([{ name: 'commonName', value: signer ? 'Test WWDR' : subject }]);
    certificate.sign((signer ?? keys).privateKey, forge.md.sha256.create());
    return { keys, certificate };
  };
  const authority = issue('Test WWDR', '01', null);
  const pass = issue('Pass Type ID: pass.com.example.loyalty', '02', authority.keys);
  return {
    wwdr: forge.pki.certificateToPem(authority.certificate),
    signerCert: forge.pki.certificateToPem(pass.certificate),
    signerKey: forge.pki.privateKeyToPem(pass.keys.privateKey),
  };
}

/** The files of a zip whose entries are stored, not compressed (as a .pkpass is written): name to bytes. */
export function storedZipEntries(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    if (method !== 0) throw new Error(`${name} is compressed (method ${method})`);
    files.set(name, zip.subarray(start, start + size));
    at = start + size;
  }
  return files;
}
