/**
 * The frame of every HTML page the shop serves, the public pages (built by web/src/app/render-public.tsx)
 * and an order's tracking page (functions/src/tracking/tracking-page.ts) alike: UTF-8, the phone's width,
 * the shop's colour and icon, then each page's own head and body.
 */
export function htmlDocument({ lang, head, body }: { lang: string; head: readonly string[]; body: string }): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0b6e4f">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head.join('\n')}
</head>
<body>
${body}
</body>
</html>
`;
}
