// The API tests run the Express app in-process against the local Firestore server and Auth emulator that
// `npm test` starts; without them there is nothing to test against.
for (const name of ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST", "GCLOUD_PROJECT"]) {
  if (!process.env[name]) {
    throw new Error(`${name} is not set: run the API tests through \`npm test -- api\`, which starts the emulators.`);
  }
}
