import '@testing-library/jest-dom';

// Nothing outside this machine is reached from a test: google-auth-library (under firebase-admin)
// must not probe the cloud metadata server to find out whether it runs on Google Cloud.
process.env.METADATA_SERVER_DETECTION = 'none';

// Sessions and password links are sealed with this key in tests (no file under DATA_DIR).
process.env.SESSION_SECRET ??= 'test-session-secret-0123456789-abcdefghijkl';
