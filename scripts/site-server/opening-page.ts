/**
 * What the site server answers before the first build is published (a fresh `npm start`): a page in both languages
 * that reloads itself, with 503 and Retry-After so that no client, cache or crawler takes it for the shop.
 */
export const OPENING_RETRY_SECONDS = 5;

export const OPENING_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OPENING_RETRY_SECONDS}">
<meta name="robots" content="noindex">
<title>Haat is opening · হাট খুলছে</title>
</head>
<body>
<main>
<h1>Haat is opening</h1>
<p>The shop's pages are being built for the first time. This page reloads by itself in a few seconds.</p>
<h1 lang="bn">হাট খুলছে</h1>
<p lang="bn">দোকানের পাতাগুলো প্রথমবার তৈরি হচ্ছে। কয়েক সেকেন্ড পরে পাতাটি নিজে থেকেই আবার খুলবে।</p>
</main>
</body>
</html>
`;

export const OPENING_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'retry-after': String(OPENING_RETRY_SECONDS),
};
