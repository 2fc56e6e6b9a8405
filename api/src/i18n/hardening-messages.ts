/** Server texts of input checks and health (en and tr). */
export const hardeningMessages = {
  'input.controlChars': {
    en: '{field}: contains a control character (such as NUL, or a line break in a one-line field), which is not allowed',
    tr: '{field}: izin verilmeyen bir kontrol karakteri içeriyor (NUL ya da tek satırlık bir alanda satır sonu gibi)',
  },
  'input.forbiddenField': {
    en: '{field}: this field name is not allowed',
    tr: '{field}: bu alan adına izin verilmez',
  },
  'input.tooDeep': {
    en: '{field}: the request is nested too deeply',
    tr: '{field}: istek çok fazla iç içe yapı içeriyor',
  },
  'health.notReady': {
    en: 'Not ready: {checks} failing',
    tr: 'Hazır değil: {checks} kontrolü başarısız',
  },
} as const;
