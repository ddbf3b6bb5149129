/**
 * A self-signed certificate for images.example.test (valid until 2126), so a test's local picture
 * host speaks real TLS: generated once with
 * openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 36500 -nodes
 * -subj /CN=images.example.test -addext subjectAltName=DNS:images.example.test
 */
export const PICTURE_HOST = 'images.example.test';

export const PICTURE_HOST_CERT = `-----BEGIN CERTIFICATE-----
MIIBtDCCAVmgAwIBAgIUdTg/B8WCnI3tFJl9wgi1YdE/9vQwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTaW1hZ2VzLmV4YW1wbGUudGVzdDAgFw0yNjExMjYwMDE4MTJa
GA8yMTI2MTEwMjAwMTgxMlowHjEcMBoGA1UEAwwTaW1hZ2VzLmV4YW1wbGUudGVz
dDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABLewQWAl6xPoHEkRkDeLLpfuO5Ui
rCRDlC0MNPw3rZdI4Jb/eT7pd1mQMHH2lsr76pN5EMcc2sF4j1T8PZprlQ+jczBx
MB0GA1UdDgQWBBSGaDIvoOWqUk5SjsIhZe1uMb1R4zAfBgNVHSMEGDAWgBSGaDIv
oOWqUk5SjsIhZe1uMb1R4zAPBgNVHRMBAf8EBTADAQH/MB4GA1UdEQQXMBWCE2lt
YWdlcy5leGFtcGxlLnRlc3QwCgYIKoZIzj0EAwIDSQAwRgIhAOxHAdNOTTTl4JYB
ElI2z2Gzp+YKQArr+lj097J/FU//AiEA/nWmZAl6VqTLLuLKYXxIRr69sw/KxvVE
1wk6xYVgqiw=
-----END CERTIFICATE-----
`;

export const PICTURE_HOST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbv33L+t3WGyiaypO
mJRvZp3hIwi0xQsy07Yc0VgRgZmhRANCAAS3sEFgJesT6BxJEZA3iy6X7juVIqwk
Q5QtDDT8N62XSOCW/3k+6XdZkDBx9pbK++qTeRDHHNrBeI9U/D2aa5UP
-----END PRIVATE KEY-----
`;
