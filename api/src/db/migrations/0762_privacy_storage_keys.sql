-- The privacy text's storage list names the two keys issue 32 added (shared/src/storage): trusted
-- devices and the affiliate tag. A database whose list was written before (0510) gets them after its
-- last essential entry, once per language; a new database gets them from 0510, which the seed runs.
UPDATE content_pages SET content_en = replace(content_en, '<li><code>playhub:marketingPausedUntil</code>: when you took a time-out or excluded yourself on this device, until when no promotional announcement is shown on it.</li>
', '<li><code>playhub:marketingPausedUntil</code>: when you took a time-out or excluded yourself on this device, until when no promotional announcement is shown on it.</li>
<li><code>playhub:trusted-devices</code>: for each account you chose to trust this device for, the token that skips the second login step, until it expires or you revoke it.</li>
<li><code>playhub:btag</code>: the affiliate code of the link you arrived with, sent with your sign-up; we keep it on our side only if you agree to it.</li>
')
WHERE id = 2 AND position('<code>playhub:trusted-devices</code>' IN content_en) = 0;

UPDATE content_pages SET content_tr = replace(content_tr, '<li><code>playhub:marketingPausedUntil</code>: bu cihazda mola verdiyseniz veya kendinizi oyundan uzaklaştırdıysanız, hangi tarihe kadar tanıtım duyurusu gösterilmeyeceği.</li>
', '<li><code>playhub:marketingPausedUntil</code>: bu cihazda mola verdiyseniz veya kendinizi oyundan uzaklaştırdıysanız, hangi tarihe kadar tanıtım duyurusu gösterilmeyeceği.</li>
<li><code>playhub:trusted-devices</code>: bu cihaza güvenmeyi seçtiğiniz her hesap için, süresi dolana veya siz iptal edene kadar girişin ikinci adımını atlatan anahtar.</li>
<li><code>playhub:btag</code>: geldiğiniz bağlantıdaki iş ortağı kodu; kayıt olurken gönderilir ve yalnızca izin verirseniz bizde saklanır.</li>
')
WHERE id = 2 AND position('<code>playhub:trusted-devices</code>' IN content_tr) = 0;
