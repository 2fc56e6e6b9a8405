-- Player protection (issue 20), content: the responsible-gambling page and the privacy text's list
-- of what the site stores on the device. Data only, and safe to run again: every statement checks
-- what it changes first.
--
-- Page ids are fixed by the seed (content_pages.id is not serial): 2 is the privacy policy, 3 the
-- responsible-gambling page the footer links next to the 18+ mark. Migrations run before the seed:
-- on a new database nothing here applies, so the seed has to bring the same text itself (running
-- these statements again after seeding is safe).

-- A seeded database that lost page 3 gets it back. A fresh database stays empty for the seed (which
-- refuses to run over content it did not write), hence the `seeded` marker.
INSERT INTO content_pages (id, category_id, link_group, title_en, title_tr, content_en, content_tr, sort)
SELECT 3, 1, 'Gambling', 'Responsible Gambling', 'Sorumlu Oyun', '', '', 3
WHERE EXISTS (SELECT 1 FROM settings WHERE key = 'seeded')
ON CONFLICT (id) DO NOTHING;

-- The seed's placeholder text (or the empty page above) becomes the real page; a text an operator
-- already wrote is left alone.
UPDATE content_pages SET content_en = '<p>Gambling should be entertainment, never a way to make money or to escape problems. Playing responsibly means staying in control of the money and the time you spend. This page explains how, which tools this site gives you, the signs that gambling has become a problem, and where to find help.</p>
<h2>Playing responsibly</h2>
<ul>
<li>Only play with money you can afford to lose: never with money meant for rent, bills or food, and never with borrowed money.</li>
<li>Set a budget and a time limit before you start, and stop when you reach either of them.</li>
<li>Do not chase losses. Money you have lost is the price of the entertainment, not something to win back.</li>
<li>Take regular breaks, and do not play when you are upset, stressed or tired, or after drinking alcohol.</li>
<li>Keep gambling in balance with family, friends, work and other interests.</li>
<li>Gambling is for adults only: you must be 18 or older to play on this site.</li>
</ul>
<h2>Tools on this site</h2>
<p>Set them under <a href="/dashboard/player-protection">Player protection</a> in your account. A limit you lower applies at once; raising or removing a limit takes effect only after a cooling-off period.</p>
<ul>
<li><strong>Deposit, loss and wager limits</strong>: the most you can deposit, lose or stake in a day, a week or a month.</li>
<li><strong>Session-time limit</strong>: how long you can play in one session.</li>
<li><strong>Reality check</strong>: a regular reminder of how long you have been playing and how much you have won or lost.</li>
<li><strong>Time-out</strong>: a short break from playing, from 24 hours to 30 days.</li>
<li><strong>Self-exclusion</strong>: a longer break of six months or more, or for good. A time-out or a self-exclusion cannot be ended early.</li>
</ul>
<h2>Signs of a problem</h2>
<ul>
<li>You spend more money or time on gambling than you intended.</li>
<li>You gamble to win back losses, or bet more to feel the same excitement.</li>
<li>You borrow money, sell things or leave bills unpaid to gamble.</li>
<li>You hide your gambling from family and friends, or lie about it.</li>
<li>Gambling affects your work, studies, sleep, health or relationships.</li>
<li>You feel restless, irritable or low when you try to cut down or stop.</li>
</ul>
<p>If you recognise any of these signs, take a break now (a time-out or a self-exclusion helps) and talk to someone you trust or to one of the organisations below.</p>
<h2>Where to find help</h2>
<ul>
<li><a href="https://www.yedam.org.tr">Yeşilay Danışmanlık Merkezi (YEDAM)</a>: counselling in Türkiye for people with a gambling problem and for their families. Call the Yeşilay hotline <strong>115</strong>.</li>
<li><a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>: a fellowship of people who help each other recover from a gambling problem, with meetings in many countries.</li>
<li><a href="https://www.gamcare.org.uk">GamCare</a>: information, advice and support for anyone affected by gambling.</li>
<li><a href="https://www.begambleaware.org">BeGambleAware</a>: information on the harms of gambling and on where to get help.</li>
</ul>'
WHERE id = 3
  AND (content_en = '' OR content_en LIKE '<h2>Responsible Gambling</h2><p>By using this site you accept the general terms.%');

UPDATE content_pages SET content_tr = '<p>Kumar bir eğlence olmalıdır; asla para kazanmanın ya da sorunlardan kaçmanın bir yolu değildir. Sorumlu oynamak, harcadığınız para ve zaman üzerindeki kontrolü elinizde tutmak demektir. Bu sayfada bunu nasıl yapacağınızı, sitemizin size sunduğu araçları, kumarın sorun hâline geldiğini gösteren işaretleri ve nereden yardım alabileceğinizi bulabilirsiniz.</p>
<h2>Sorumlu oynamak</h2>
<ul>
<li>Yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın: kira, fatura ya da mutfak için ayırdığınız parayla ve borç parayla asla oynamayın.</li>
<li>Başlamadan önce bir bütçe ve bir süre belirleyin; hangisine önce ulaşırsanız orada durun.</li>
<li>Kayıplarınızın peşinden koşmayın. Kaybettiğiniz para eğlencenin bedelidir, geri kazanılacak bir şey değildir.</li>
<li>Düzenli ara verin; üzgün, stresli ya da yorgunken veya alkol aldıktan sonra oynamayın.</li>
<li>Kumarı aileniz, arkadaşlarınız, işiniz ve diğer ilgi alanlarınızla dengede tutun.</li>
<li>Kumar yalnızca yetişkinler içindir: bu sitede oynamak için en az 18 yaşında olmalısınız.</li>
</ul>
<h2>Sitemizdeki araçlar</h2>
<p>Bu araçları hesabınızdaki <a href="/dashboard/player-protection">Oyuncu koruması</a> bölümünden ayarlayabilirsiniz. Düşürdüğünüz bir limit hemen geçerli olur; bir limiti yükseltmek ya da kaldırmak ise ancak bir bekleme süresinden sonra geçerli olur.</p>
<ul>
<li><strong>Yatırım, kayıp ve bahis limitleri</strong>: bir günde, bir haftada ya da bir ayda en fazla ne kadar yatırabileceğiniz, kaybedebileceğiniz ya da bahis yapabileceğiniz.</li>
<li><strong>Oturum süresi limiti</strong>: tek bir oturumda ne kadar süre oynayabileceğiniz.</li>
<li><strong>Gerçeklik kontrolü</strong>: ne kadar süredir oynadığınızı ve ne kadar kazandığınızı ya da kaybettiğinizi düzenli olarak hatırlatan bir bildirim.</li>
<li><strong>Mola</strong>: 24 saatten 30 güne kadar kısa bir oyun arası.</li>
<li><strong>Oyundan uzaklaşma</strong>: altı ay ya da daha uzun süreli veya süresiz bir ara. Mola ve oyundan uzaklaşma süresi dolmadan sona erdirilemez.</li>
</ul>
<h2>Sorun belirtileri</h2>
<ul>
<li>Kumara planladığınızdan daha fazla para ya da zaman harcıyorsunuz.</li>
<li>Kayıplarınızı geri kazanmak için oynuyor ya da aynı heyecanı yaşamak için daha yüksek bahisler yapıyorsunuz.</li>
<li>Oynamak için borç alıyor, eşyalarınızı satıyor ya da faturalarınızı ödemiyorsunuz.</li>
<li>Kumar oynadığınızı ailenizden ve arkadaşlarınızdan gizliyor ya da bu konuda yalan söylüyorsunuz.</li>
<li>Kumar işinizi, okulunuzu, uykunuzu, sağlığınızı ya da ilişkilerinizi etkiliyor.</li>
<li>Azaltmaya ya da bırakmaya çalıştığınızda huzursuz, sinirli ya da mutsuz hissediyorsunuz.</li>
</ul>
<p>Bu belirtilerden herhangi birini kendinizde görüyorsanız hemen ara verin (mola ya da oyundan uzaklaşma bu konuda yardımcı olur) ve güvendiğiniz biriyle ya da aşağıdaki kuruluşlardan biriyle konuşun.</p>
<h2>Nereden yardım alabilirsiniz</h2>
<ul>
<li><a href="https://www.yedam.org.tr">Yeşilay Danışmanlık Merkezi (YEDAM)</a>: kumar sorunu yaşayan kişilere ve ailelerine Türkiye’de danışmanlık hizmeti verir. <strong>115</strong> numaralı Yeşilay danışma hattını arayabilirsiniz.</li>
<li><a href="https://www.gamblersanonymous.org">Gamblers Anonymous (Adsız Kumarbazlar)</a>: kumar sorunundan kurtulmak için birbirine destek olan, birçok ülkede toplantılar düzenleyen bir topluluk.</li>
<li><a href="https://www.gamcare.org.uk">GamCare</a>: kumardan etkilenen herkese bilgi, tavsiye ve destek sunar (İngilizce).</li>
<li><a href="https://www.begambleaware.org">BeGambleAware</a>: kumarın zararları ve nereden yardım alınabileceği hakkında bilgi verir (İngilizce).</li>
</ul>'
WHERE id = 3
  AND (content_tr = '' OR content_tr LIKE '<h2>Sorumlu Oyun</h2><p>Bu siteyi kullanarak genel şartları kabul etmiş olursunuz.%');

-- The privacy policy gains a section on device storage, once per language (its heading marks it),
-- after whatever text the page already has. The keys are those of shared/src/storage (storageKeys).
UPDATE content_pages SET content_en = content_en || '<h2>Storage on your device</h2>
<p>The site keeps a few entries in your browser’s local storage. Those it needs to work are stored without asking; everything else loads only with your consent.</p>
<h3>Essential: stored without asking</h3>
<ul>
<li><code>authData</code>: your session while you are logged in; removed when you log out.</li>
<li><code>lang</code>: the language you chose.</li>
<li><code>fingerprint</code>: an identifier created at random for this browser and sent with every request, so that logins and security checks can recognise the device. It holds no other information.</li>
<li><code>playhub:consent</code>: your answer about non-essential scripts, with the version of the question you answered.</li>
<li><code>bootstrap</code>: a copy of the site’s settings, so that pages open faster.</li>
<li><code>topNotifyRead</code> and <code>popupSeen</code>: that you dismissed the address notice, and which announcement you have already seen.</li>
<li><code>playhub:lastGoodRemotes</code>: which version of each part of the site last loaded on this device, so that the site keeps working if an update fails.</li>
<li><code>playhub:marketingPausedUntil</code>: when you took a time-out or excluded yourself on this device, until when no promotional announcement is shown on it.</li>
<li><code>playhub:trusted-devices</code>: for each account you chose to trust this device for, the token that skips the second login step, until it expires or you revoke it.</li>
<li><code>playhub:btag</code>: the affiliate code of the link you arrived with, sent with your sign-up; we keep it on our side only if you agree to it.</li>
</ul>
<h3>Non-essential: only with your consent</h3>
<ul>
<li><strong>Analytics</strong> (Google Tag Manager): measures how the site is used; the tools it loads may set their own cookies.</li>
<li><strong>Live chat</strong> (LiveChat): the support chat window; it sets its own cookies and keeps its own data.</li>
</ul>
<p>You are asked on your first visit and can change your answer at any time with <strong>Cookie settings</strong> at the bottom of every page. If you withdraw your consent, these scripts are no longer loaded from the next page load; scripts already loaded stay until then.</p>'
WHERE id = 2 AND position('<h2>Storage on your device</h2>' IN content_en) = 0;

UPDATE content_pages SET content_tr = content_tr || '<h2>Cihazınızda saklanan bilgiler</h2>
<p>Site, tarayıcınızın yerel depolama alanında (local storage) birkaç kayıt tutar. Sitenin çalışması için gerekenler onayınız sorulmadan saklanır; diğer her şey yalnızca onayınızla yüklenir.</p>
<h3>Zorunlu olanlar: onay sorulmadan saklanır</h3>
<ul>
<li><code>authData</code>: giriş yaptığınız sürece oturumunuz; çıkış yaptığınızda silinir.</li>
<li><code>lang</code>: seçtiğiniz dil.</li>
<li><code>fingerprint</code>: bu tarayıcı için rastgele oluşturulan ve her istekle gönderilen bir tanımlayıcı; girişlerin ve güvenlik kontrollerinin cihazı tanıyabilmesini sağlar. Başka bir bilgi içermez.</li>
<li><code>playhub:consent</code>: zorunlu olmayan betikler hakkındaki yanıtınız ve yanıtladığınız sorunun sürümü.</li>
<li><code>bootstrap</code>: sayfaların daha hızlı açılması için site ayarlarının bir kopyası.</li>
<li><code>topNotifyRead</code> ve <code>popupSeen</code>: adres duyurusunu kapattığınız ve hangi duyuruyu zaten gördüğünüz.</li>
<li><code>playhub:lastGoodRemotes</code>: bir güncelleme başarısız olursa sitenin çalışmaya devam edebilmesi için sitenin her bölümünün bu cihazda en son yüklenen sürümü.</li>
<li><code>playhub:marketingPausedUntil</code>: bu cihazda mola verdiyseniz veya kendinizi oyundan uzaklaştırdıysanız, hangi tarihe kadar tanıtım duyurusu gösterilmeyeceği.</li>
<li><code>playhub:trusted-devices</code>: bu cihaza güvenmeyi seçtiğiniz her hesap için, süresi dolana veya siz iptal edene kadar girişin ikinci adımını atlatan anahtar.</li>
<li><code>playhub:btag</code>: geldiğiniz bağlantıdaki iş ortağı kodu; kayıt olurken gönderilir ve yalnızca izin verirseniz bizde saklanır.</li>
</ul>
<h3>Zorunlu olmayanlar: yalnızca onayınızla</h3>
<ul>
<li><strong>Analiz</strong> (Google Tag Manager): sitenin nasıl kullanıldığını ölçer; yüklediği araçlar kendi çerezlerini kullanabilir.</li>
<li><strong>Canlı destek</strong> (LiveChat): destek sohbet penceresi; kendi çerezlerini kullanır ve kendi verilerini saklar.</li>
</ul>
<p>İlk ziyaretinizde size sorulur; yanıtınızı her sayfanın altındaki <strong>Çerez ayarları</strong> bağlantısıyla istediğiniz zaman değiştirebilirsiniz. Onayınızı geri alırsanız bu betikler bir sonraki sayfa yüklemesinden itibaren yüklenmez; o ana kadar yüklenmiş olanlar sayfa yenilenene kadar kalır.</p>'
WHERE id = 2 AND position('<h2>Cihazınızda saklanan bilgiler</h2>' IN content_tr) = 0;
