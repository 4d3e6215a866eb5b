/** The photo frame the demo imagery is drawn in. */
export const FRAME = { width: 1200, height: 800 } as const;

/** y of the studio floor under the nearest wheels (where the camera stands every vehicle). */
const FLOOR = 650;

/** Gradients shared by every studio shot: backdrop, floor, floor glow, contact shadow and wheel metal. */
export function studioDefinitions(
  backdrop: readonly [string, string, string] = ['#fbfcfd', '#e3e7eb', '#b7bec6'],
): string {
  const [centre, middle, edge] = backdrop;
  return (
    `<radialGradient id="bg" cx=".5" cy=".32" r=".85"><stop offset="0" stop-color="${centre}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="#000" stop-opacity=".06"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
    '<radialGradient id="fl"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".6" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="rim" cx=".4" cy=".35"><stop offset="0" stop-color="#f7f9fa"/><stop offset=".6" stop-color="#b4bbc2"/><stop offset="1" stop-color="#6b737b"/></radialGradient>' +
    '<linearGradient id="glass" x1="0" y1="0" x2=".5" y2="1"><stop offset="0" stop-color="#6f8497"/><stop offset=".38" stop-color="#2b3845"/><stop offset=".39" stop-color="#1b242d"/><stop offset="1" stop-color="#0e1419"/></linearGradient>' +
    '<linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#cfd8e0"/><stop offset="1" stop-color="#8d98a3"/></linearGradient>' +
    '<radialGradient id="tyre"><stop offset=".62" stop-color="#1c1e21"/><stop offset=".9" stop-color="#2c2f33"/><stop offset="1" stop-color="#101113"/></radialGradient>' +
    `<linearGradient id="fadeg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<mask id="fade" maskUnits="userSpaceOnUse" x="0" y="${FLOOR}" width="${FRAME.width}" height="${FRAME.height - FLOOR}"><rect y="${FLOOR}" width="${FRAME.width}" height="${FRAME.height - FLOOR}" fill="url(#fadeg)"/></mask>`
  );
}

/** Cyclorama backdrop and floor; the vehicle stands on the floor with a soft mirror image under it. */
export function studioShot(subject: string, backdrop?: readonly [string, string, string]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}" viewBox="0 0 ${FRAME.width} ${FRAME.height}"><defs>` +
    studioDefinitions(backdrop) +
    `</defs><rect width="${FRAME.width}" height="${FRAME.height}" fill="url(#bg)"/>` +
    `<rect y="520" width="${FRAME.width}" height="280" fill="url(#floor)"/><ellipse cx="600" cy="${FLOOR + 20}" rx="720" ry="150" fill="url(#fl)"/>` +
    `<g id="subject">${subject}</g>` +
    `<g mask="url(#fade)" opacity=".2"><use href="#subject" transform="matrix(1 0 0 -1 0 ${FLOOR * 2})"/></g>` +
    '</svg>'
  );
}

/** A full-frame scene with no studio (interiors). */
export function sceneShot(content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}" viewBox="0 0 ${FRAME.width} ${FRAME.height}"><defs>` +
    studioDefinitions() +
    `</defs>${content}</svg>`
  );
}
