# Czech words of Projekt Omega (firmware/games/omega/ and the reasons of
# shared/omega*.py). The game's own terms, as the rules (the seed) write
# them: Ohrožení, Milník/Milníky, Pod tlakem, iniciativa, aspekt, rezerva,
# důvěra/nedůvěra (částečná, plná), vyčerpaný, výhoda/nevýhoda, Koordinátor,
# komplikace, úspěch, odpočinek, vybavení, ohrožující faktor.
# Counted texts hold (one, few: 2-4, other).
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
Projekt Omega | Projekt Omega
# hints
test | test
agents | agenti
# new game: the options
Cards | Karty
Reshuffle | Míchání
Threshold | Práh
Threat limit | Poslední Ohrožení
Milestones | Milníky
Result grading | Hodnocení výsledku
Full distrust | Plná nedůvěra
Threat at the start | Ohrožení na začátku
Coordinator reserves | Rezervy Koordinátora
real cards | skutečné karty
device, {0} | zařízení, {0}
when empty | když dojdou
every scene | každá scéna
agents, min. 3 | agenti, min. 3
agents, min. 4 | agenti, min. 4
aspects, min. 4 | aspekty, min. 4
= threat limit | = poslední Ohrožení
by levels | podle stupňů
by thirds | podle třetin
extra card | karta navíc
no extra card | bez karty navíc
# the main screen
THREAT | OHROŽENÍ
MILESTONES | MILNÍKY
{0} complication | {0} komplikace | {0} komplikace | {0} komplikací
{0} success | {0} úspěch | {0} úspěchy | {0} úspěchů
next in {0} | další za {0} | další za {0} | další za {0}
scene {0} | scéna {0}
after scene {0} | po scéně {0}
Next scene: {0} | Další scéna: {0}
Next: {0} | Dále: {0}
Test: {0} | Test: {0}
the result stands | výsledek platí
can still turn Pyrrhic | ještě může být Pyrrhovo
Coordinator: {0} reserve | Koordinátor: {0} rezerva | Koordinátor: {0} rezervy | Koordinátor: {0} rezerv
{0} away | {0} pryč
seeking danger | hledají nebezpečí
relationships may change | vztahy lze změnit
{0}: threat +{1} | {0}: Ohrožení +{1}
initiative | iniciativa
under pressure | pod tlakem
the first card decides | rozhodne první karta
level piles | vyrovnáno
Narrow success | Těsný úspěch
Success | Úspěch
Total success | Naprostý úspěch
Narrow failure | Těsný neúspěch
Failure | Neúspěch
Total fiasco | Naprosté fiasko
Pyrrhic victory | Pyrrhovo vítězství
# the test
■ CARDS | ■ KARTY
▲ ADVANTAGES | ▲ VÝHODY
▼ DISADVANTAGES | ▼ NEVÝHODY
DRAWN | TAŽENO
REMOVED | ODEBRÁNO
RESULT | VÝSLEDEK
Draw {0} card | Táhnout {0} kartu | Táhnout {0} karty | Táhnout {0} karet
Enter {0} card | Zadat {0} kartu | Zadat {0} karty | Zadat {0} karet
no undo | nelze vrátit
▲ advantage | ▲ výhoda
+1 card | +1 karta
reserve | rezerva
equipment | vybavení
exhausted | vyčerpaný
Full distrust of {0}: no ▲ | Plná nedůvěra k {0}: bez ▲
Distrust of {0} | Nedůvěra k {0}
ignored | ignorován
disadvantage | nevýhoda
Ignore {0} | Ignorovat: {0}
Coordinator | Koordinátor
Threat factor | Ohrožující faktor
Temporary aspect | Dočasný aspekt
Distrust of {0} overcome | Nedůvěra k {0} potlačena
Overcome distrust of {0} | Potlačit nedůvěru k {0}
Against {0} | Proti: {0}
Defending against {0} | Brání se: {0}
Trust betrayed | Důvěra zrazena
Betray {0}'s trust | Zradit důvěru: {0}
Healing test | Test léčení
removes negatives | odstraní negativní
Close: to the piles | Uzavřít: na hromádky
player | hráč
{0} cancels a complication | {0} ruší komplikaci
trust | důvěra
Remove {0} | Odstranit: {0}
Worsen {0} | Zhoršit: {0}
Describe: +1 card | Popsat: +1 karta
Describe and exhaust: advantage | Popsat a vyčerpat: výhoda
A permanent one | Trvalý negativní aspekt
One more | Další stejný
Black cards (✓) of {0} | Černé karty (✓) z {0}
✓{0} black · ✗{1} red | ✓{0} černé · ✗{1} červené
Distrust cards: red of {0} | Karty nedůvěry: červené z {0}
✗{0} red · ✓{1} black, discarded | ✗{0} červené · ✓{1} černé, odhozeny
The first card drawn | První tažená karta
black | černá
red | červená
# the agents
Agents | Agenti
{0} res. | {0} rez.
away | pryč
Reserves: {0} | Rezervy: {0}
rested | odpočinul(a)
actions › | akce ›
Aspects | Aspekty
Equipment | Vybavení
Negative aspects | Negativní aspekty
Relationships | Vztahy
fresh | svěží
special | speciální
permanent | trvalý
{0}: actions | {0}: akce
Coordinator: threat +1 | Koordinátor: Ohrožení +1
Nothing to do for {0} now | {0} teď nemůže nic dělat
full distrust | plná nedůvěra
partial distrust | částečná nedůvěra
neutral | neutrální
partial trust | částečná důvěra
full trust | plná důvěra
# the rest scene
Rest | Odpočinek
Under pressure: interrupted · +1 ✗ each | Pod tlakem: vyrušený · +1 ✗ za každého
+1 ✗ each · next threat in {0} | +1 ✗ za každého · Ohrožení za {0}
up to {0} | obnoví až {0}
refreshes {0} | obnoví {0}
{0}: at most {1} | {0}: nanejvýš {1}
Negative aspects refresh anyway | Negativní aspekty se obnoví vždy
Rest now: {0} chosen | Odpočinout: vybráno {0}
# the end of the mission
Mission result | Výsledek mise
The last milestone came first | Poslední Milník přišel dřív
The last threat level came first | Poslední Ohrožení přišlo dřív
The last milestone and threat level came in one scene | Poslední Milník i Ohrožení v jedné scéně
The result stands | Výsledek platí
Can still turn Pyrrhic in this scene | Do konce scény může být ještě Pyrrhovo
Scene {0} · milestones {1}/{2} · threat {3}/{4} | Scéna {0} · Milníky {1}/{2} · Ohrožení {3}/{4}
Next mission: party file… | Další mise: soubor družiny…
Back to the mission | Zpět k misi
Next mission | Další mise
Related mission | Navazující mise
Reward: {0} | Odměna: {0}
Coordinator's reward | Odměna Koordinátora
Write {0} | Zapsat {0}
Replace {0}? | Nahradit {0}?
next mission | další mise
Written: {0}. Choose it when a new game of Projekt Omega starts. | Zapsáno: {0}. Vyberte ho při nové hře Projektu Omega.
# moves (undo, history)
start a scene | zahájit scénu
start a scene: {0} | zahájit scénu: {0}
end the scene | ukončit scénu
test: {0} | test: {0}
{0} rests | {0} odpočívá
{0} leaves the scene | {0} opouští scénu
{0} joins the scene | {0} se vrací do scény
refresh {0} | obnovit {0}
resupply {0} | doplnit {0}
{0}: reserve to {1} | {0}: rezerva – {1}
{0} gives {1} a reserve | {0} dává rezervu: {1}
threat +1 for {0} | Ohrožení +1 pro {0}
seek danger | vyhledat nebezpečí
exhaust {0} | vyčerpat {0}
describe {0} | popsat {0}
disadvantage: {0} | nevýhoda: {0}
ignore {0} | ignorovat {0}
remove {0} | odstranit {0}
permanent {0} | trvalý {0}
worsen {0} | zhoršit {0}
overcome distrust of {0} | potlačit nedůvěru k {0}
against {0} | proti: {0}
defend against {0} | bránit se: {0}
help from {0} | pomoc: {0}
draw {0} card | táhnout {0} kartu | táhnout {0} karty | táhnout {0} karet
draw the cards | táhnout karty
cards {0} | karty {0}
close the test | uzavřít test
keep a complication | ponechat komplikaci
keep a success | ponechat úspěch
threat factor | ohrožující faktor
temporary aspect | dočasný aspekt
betray the trust | zradit důvěru
healing test | test léčení
aspect {0} | aspekt {0}
describe a detail | popsat detail
find an item | najít předmět
add a vote | přidat hlas
reach the others | dostat se k ostatním
a special aspect | speciální aspekt
a temporary aspect | dočasný aspekt
ignore a disadvantage | odstranit nevýhodu
overcome distrust | potlačit nedůvěru
refresh an aspect | obnovit aspekt
# events (the line at the bottom)
Scene {0}: {1} | Scéna {0}: {1}
The first card: {0} | První karta: {0}
Scene {0} ended | Scéna {0} skončila
The result stands: {0} | Výsledek platí: {0}
Mission: {0} | Mise: {0}
Milestone {0}! | Milník {0}!
Threat {0}! | Ohrožení {0}!
{0}: ✓{1} ✗{2} to the piles | {0}: ✓{1} ✗{2} na hromádky
{0}: exhausted, advantage | {0}: vyčerpán, výhoda
{0}: +1 card | {0}: +1 karta
Temporary aspect: +1 card | Dočasný aspekt: +1 karta
{0}: +1 card, disadvantage | {0}: +1 karta, nevýhoda
{0} ignored for this scene | {0}: ignorován do konce scény
Threat factor {0}: disadvantage | Ohrožující faktor {0}: nevýhoda
{0} acts against {1} | {0} jedná proti: {1}
{0} defends against {1} | {0} se brání: {1}
Trust betrayed: {0} cannot act against {1} this scene | Zrada: {0} nemůže v této scéně jednat proti: {1}
Trust betrayed: +1 success | Zrada: +1 úspěch
Deck reshuffled | Balíček zamíchán
A complication kept | Komplikace ponechána
A success kept | Úspěch ponechán
{0}: new negative aspect {1} | {0}: nový negativní aspekt {1}
{0} removed | {0}: odstraněn
{0}: permanent {1} | {0}: trvalý {1}
{0}: {1} once more | {0}: ještě jednou {1}
{0}: interrupted rest, {1} refreshed | {0}: vyrušený odpočinek, obnoveno {1}
{0} rested: {1} refreshed | {0} odpočinul(a): obnoveno {1}
{0} refreshed | {0}: obnoven
{0} resupplied | {0}: doplněno
{0}: reserve to {1} ({2} left) | {0}: rezerva – {1} (zbývá {2})
{0}: {1} reserves left | {0}: zbývá rezerv {1}
Threat +{0} for {1}; Coordinator: {2} reserves | Ohrožení +{0} pro {1}; Koordinátor: rezerv {2}
The agents seek danger | Agenti vyhledávají nebezpečí
# the move builder
Next scene | Další scéna
Change a relationship | Změnit vztah
Refresh an aspect (reserve) | Obnovit aspekt (rezerva)
Test | Test
End the scene | Ukončit scénu
Leave the scene | Opustit scénu
Join the scene | Vrátit se do scény
Resupply equipment | Doplnit vybavení
Use a reserve | Použít rezervu
Give a reserve | Dát rezervu
Seek danger | Vyhledat nebezpečí
Describe an aspect | Popsat aspekt
Draw the cards | Táhnout karty
Enter the cards | Zadat karty
Negative aspect (disadvantage) | Negativní aspekt (nevýhoda)
Threat factor (disadvantage) | Ohrožující faktor (nevýhoda)
Temporary aspect (reserve) | Dočasný aspekt (rezerva)
Ignore a negative aspect (reserve) | Ignorovat negativní aspekt (rezerva)
Overcome distrust (reserve) | Potlačit nedůvěru (rezerva)
Act against an agent | Jednat proti agentovi
Defend against an agent | Bránit se agentovi
Betray their trust | Zradit důvěru
Close the test | Uzavřít test
Keep a complication | Ponechat komplikaci
Keep a success | Ponechat úspěch
Help from a trusted agent | Pomoc od důvěryhodného
✗ → negative aspect | ✗ → negativní aspekt
Remove a negative aspect | Odstranit negativní aspekt
Worsen a negative aspect | Zhoršit negativní aspekt
Exhaust: advantage | Vyčerpat: výhoda
Permanent | Trvalý
# the reasons of shared/omega*.py
the cards were drawn | karty byly taženy
A card is black (b) or red (r) | Karta je černá (b) nebo červená (r)
A full rest refreshes everything | Plný odpočinek obnoví vše
A move is a list that starts with a verb | Tah je seznam začínající slovesem
A neutral relationship is not an aspect | Neutrální vztah není aspekt
A permanent aspect cannot be removed | Trvalý aspekt nelze odstranit
A relationship is -2 to 2 | Vztah je od -2 do 2
Already a healing test | Už je to test léčení
Already away | Už je pryč
Already betrayed | Už zrazeno
Already exhausted | Už vyčerpaný
Already ignored | Už ignorován
Already in the scene | Už je ve scéně
Already overcome | Už potlačena
Already rested in this scene | V této scéně už odpočíval(a)
Already seeking danger | Už vyhledávají nebezpečí
At most {0} cards in one test | Nanejvýš {0} karet v jednom testu
At most {0} negative aspects | Nanejvýš {0} negativních aspektů
Betrayal needs an action against them | Zrada vyžaduje jednání proti nim
Change Ohrožení by -1, 0 or +1 | Ohrožení lze změnit o -1, 0 nebo +1
Choose a negative aspect | Vyberte negativní aspekt
Choose a negative aspect used in this test | Vyberte negativní aspekt z tohoto testu
Choose an agent | Vyberte agenta
Choose an agent and a negative aspect | Vyberte agenta a negativní aspekt
Choose an agent and a use | Vyberte agenta a použití
Choose an agent and an aspect | Vyberte agenta a aspekt
Choose an aspect | Vyberte aspekt
Choose another agent | Vyberte jiného agenta
Choose equipment | Vyberte vybavení
Choose exhausted aspects the rest refreshes | Vyberte vyčerpané aspekty k obnovení
Choose two agents | Vyberte dva agenty
Distrust helps only against their action | Nedůvěra pomáhá jen proti jejich jednání
Draw the cards first | Nejdřív táhněte karty
Each complication must worsen a negative aspect | Každá komplikace musí zhoršit negativní aspekt
End the scene first | Nejdřív ukončete scénu
Enter the colours of the cards | Zadejte barvy karet
Enter the colours of {0} cards | Zadejte barvy {0} karet
Equipment is resupplied, not refreshed | Vybavení se doplňuje, ne obnovuje
Equipment needs a character aspect first | Vybavení potřebuje nejdřív aspekt postavy
Exhausted equipment cannot be used | Vyčerpané vybavení nelze použít
Finish the test first | Nejdřív dokončete test
Full distrust: no advantage in this test | Plná nedůvěra: v tomto testu bez výhod
Full trust betrayed: no action against them | Plná důvěra zrazena: nelze jednat proti
Ignored for the rest of this scene | Ignorován do konce scény
Interrupted rest: at most {0} aspects | Vyrušený odpočinek: nanejvýš {0} aspekty
Negative aspects are the Coordinator's | Negativní aspekty používá Koordinátor
No distrust to overcome | Není co potlačit
No help from an opponent | Protivník nepomáhá
No negative aspect to remove | Žádný negativní aspekt k odstranění
No reserve left | Žádná rezerva
No rest near a fully distrusted agent | Nelze odpočívat u zcela nedůvěryhodného
No such aspect | Takový aspekt není
No test in progress | Neprobíhá žádný test
No trust to lean on in an opponent | O protivníka se nelze opřít
Not exhausted | Není vyčerpaný
Ohrožení allows {0} threat disadvantages here | Ohrožení tu dovoluje {0} nevýhody
Ohrožení was not raised at the start | Ohrožení nebylo na začátku zvýšeno
Ohrožení {0} at the start leaves no mission | Ohrožení {0} na začátku nenechá misi
Only a failure raises Ohrožení | Ohrožení zvýší jen neúspěch
Only a healing test removes aspects | Aspekty odstraní jen test léčení
Only a healing test worsens aspects | Aspekty zhorší jen test léčení
Only a related mission inherits Ohrožení | Ohrožení přebírá jen navazující mise
Only a strong success lowers Ohrožení | Ohrožení sníží jen silný úspěch
Only an agent away reaches the others | K ostatním se dostane jen nepřítomný
Only an agent they trust can help | Pomoci může jen ten, komu důvěřuje
Only before help and negative aspects | Jen před pomocí a negativními aspekty
Only to an agent who trusts the giver | Jen agentovi, který dárci důvěřuje
Partial trust: one complication per test | Částečná důvěra: jedna komplikace za test
Partial trust: one reserve per scene | Částečná důvěra: jedna rezerva za scénu
Piles are level: choose how the scene opens | Hromádky jsou vyrovnané: zvolte začátek
Projekt Omega needs a party file | Projekt Omega potřebuje soubor družiny
Relationships change only between scenes | Vztahy se mění jen mezi scénami
Reserves never refresh negative aspects | Rezervy neobnovují negativní aspekty
Start a scene first | Nejdřív zahajte scénu
The Coordinator has no reserve left | Koordinátor nemá rezervu
The device draws: use its deck | Táhne zařízení: použijte jeho balíček
The first card has not decided the scene yet | První karta scénu ještě nerozhodla
The mission has no result yet | Mise ještě nemá výsledek
The opponent is already chosen | Protivník už je zvolen
The piles decide how the scene opens | Začátek scény určují hromádky
The relationship is already so | Vztah už takový je
Their trust is exhausted | Jejich důvěra je vyčerpaná
They are not in this scene | Nejsou v této scéně
They do not trust this agent | Tomuto agentovi nedůvěřují
They have no success of this scene to give | Nemají v této scéně úspěch k předání
This aspect is already described | Tento aspekt už je popsán
This distrust does not count now | Tato nedůvěra se teď nepočítá
This step takes no choice | Tento krok nemá volbu
Trust counts only with them present | Důvěra platí jen v jejich přítomnosti
Unknown move: {0} | Neznámý tah: {0}
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x00\x02\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x02\x00\x02\x00\x02\x00\x02\x00\x03\x00\x04\x00\x04\x00\x04\x00\x04\x00\x04\x00\x05\x00\x05\x00\x05\x00\x06\x00\x06\x00\x07\x00\x08\x00\x08\x00\n\x00\n\x00\n\x00\x0b\x00\x0b\x00\x0b\x00\x0c\x00\x0c\x00\x0c\x00\r\x00\x0e\x00\x0e\x00\x0e\x00\x0f\x00\x0f\x00\x10\x00\x11\x00\x11\x00\x13\x00\x13\x00\x14\x00\x14\x00\x14\x00\x15\x00\x15\x00\x16\x00\x16\x00\x16\x00\x17\x00\x17\x00\x17\x00\x17\x00\x17\x00\x17\x00\x17\x00\x18\x00\x19\x00\x19\x00\x19\x00\x1a\x00\x1b\x00\x1b\x00\x1b\x00\x1c\x00\x1d\x00\x1d\x00\x1d\x00\x1d\x00\x1f\x00\x1f\x00\x1f\x00\x1f\x00!\x00"\x00"\x00"\x00"\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00$\x00$\x00$\x00$\x00\'\x00\'\x00)\x00+\x00-\x00-\x00-\x00.\x00.\x00.\x00.\x00.\x00/\x00/\x00/\x00/\x00/\x00/\x000\x000\x000\x000\x000\x000\x000\x000\x000\x000\x000\x000\x001\x001\x002\x003\x004\x004\x004\x004\x004\x004\x004\x004\x004\x004\x005\x007\x007\x007\x008\x008\x008\x009\x009\x00:\x00:\x00;\x00<\x00<\x00<\x00<\x00<\x00=\x00=\x00=\x00=\x00=\x00=\x00=\x00=\x00?\x00?\x00@\x00@\x00A\x00C\x00D\x00G\x00H\x00I\x00J\x00J\x00K\x00L\x00L\x00M\x00N\x00P\x00P\x00P\x00P\x00Q\x00Q\x00Q\x00S\x00V\x00W\x00X\x00X\x00Y\x00Z\x00Z\x00[\x00[\x00[\x00]\x00^\x00_\x00`\x00b\x00c\x00c\x00c\x00e\x00e\x00e\x00e\x00f\x00f\x00f\x00f\x00g\x00i\x00i\x00k\x00k\x00k\x00k\x00l\x00m\x00n\x00n\x00n\x00n\x00p\x00q\x00q\x00r\x00r\x00s\x00t\x00u\x00v\x00v\x00v\x00v\x00w\x00w\x00w\x00x\x00x\x00y\x00y\x00z\x00{\x00{\x00|\x00}\x00\x7f\x00\x7f\x00\x80\x00\x83\x00\x85\x00\x85\x00\x86\x00\x8a\x00\x8b\x00\x8b\x00\x8c\x00\x90\x00\x93\x00\x94\x00\x97\x00\x99\x00\x99\x00\x9b\x00\x9b\x00\x9b\x00\x9b\x00\x9c\x00\x9e\x00\x9f\x00\x9f\x00\xa0\x00\xa1\x00\xa1\x00\xa4\x00\xa5\x00\xa6\x00\xa7\x00\xa7\x00\xac\x00\xad\x00\xaf\x00\xb1\x00\xb2\x00\xb2\x00\xb4\x00\xb5\x00\xb5\x00\xb5\x00\xb7\x00\xb7\x00\xb7\x00\xb8\x00\xb9\x00\xb9\x00\xb9\x00\xb9\x00\xba\x00\xba\x00\xbd\x00\xbd\x00\xbe\x00\xbf\x00\xc0\x00\xc4\x00\xc4\x00\xc8\x00\xcb\x00\xcc\x00\xcf\x00\xd1\x00\xd1\x00\xd1\x00\xd1\x00\xd2\x00\xd5\x00\xd6\x00\xd8\x00\xd9\x00\xdb\x00\xdd\x00\xde\x00\xde\x00\xdf\x00\xdf\x00\xe1\x00\xe1\x00\xe1\x00\xe2\x00\xe2\x00\xe2\x00\xe2\x00\xe4\x00\xe4\x00\xe6\x00\xe8\x00\xea\x00\xeb\x00\xed\x00\xed\x00\xed\x00\xef\x00\xf0\x00\xf2\x00\xf2\x00\xf3\x00\xf6\x00\xf7\x00\xf8\x00\xfa\x00\xfb\x00\xfe\x00\xff\x00\x00\x01\x00\x01\x02\x01\x04\x01\x04\x01\x05\x01\x06\x01\x07\x01\x08\x01\t\x01\t\x01\n\x01\x0b\x01\x0e\x01\x0e\x01\x0e\x01\x0f\x01\x0f\x01\x11\x01\x13\x01\x14\x01\x14\x01\x14\x01\x17\x01\x18\x01\x18\x01\x18\x01\x18\x01\x1a\x01\x1a\x01\x1b\x01\x1b\x01\x1c\x01\x1c\x01\x1d\x01\x1d\x01\x1d\x01\x1e\x01\x1e\x01 \x01"\x01"\x01$\x01&\x01&\x01&\x01&\x01&\x01\'\x01(\x01)\x01)\x01)\x01)\x01+\x01,\x01.\x01.\x01/\x01/\x01/\x01/\x01/\x010\x010\x010\x011\x011\x012\x014\x015\x017\x017\x018\x018\x01:\x01:\x01:\x01<\x01<\x01<\x01<\x01>\x01@\x01C\x01C\x01C\x01D\x01D\x01F\x01I\x01I\x01I\x01J\x01J\x01L\x01L\x01L\x01L\x01L\x01L\x01M\x01N\x01N\x01O\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01S\x01T\x01T\x01T\x01T\x01T\x01V\x01W\x01W\x01O\x0bi\x0b\x81\x0b\xed"\xfc"\r#g\x19z\x19\x90\x19\x06\x15F\x15\x82\x15\xa9\x18\xb6\x18\xc3\x18\x1b\x16$\x166\x16]\x03h\x03\x98\x03\xf3\x0e\xff\x0e\x0b\x0fN\x07_\x07o\x07\xd5$\xf7$\x1f%\xbb\x02\xc8\x02\xdb\x02\xa9\x0c\xc3\x0c\xe8\x0c\xd01\xf51%2#!A!f!\xb5\x1c\xd4\x1c\xf6\x1cg!}!\x97!\x91\x19\x9f\x19\xb3\x19\xfd%\x10&&&X5x5\x9d5\xc9\x17\xd3\x17\xe3\x17\xe7\r\xef\r\xfa\r\x8c6\xb36\xdd636]6\x8b634@4T4*\x052\x05>\x05H"R"c"\x94\x07\x9a\x07\xa6\x07\x8f\x06\x9d\x06\xb2\x06\x1e\x06)\x066\x06y\x1c\x87\x1c\x96\x1c\'&5&I&P\tZ\tk\tz2\x912\xa62\xc6\x0f\xcd\x0f\xdb\x0f\xd82\xf42 3Y\x0ca\x0cs\x0c\x93\x05\xa3\x05\xba\x05!\x111\x11G\x11\xea\x14\xf6\x14\x05\x159\x08@\x08P\x08\x07 \x19 , p\x07u\x07\x7f\x07\xc6\x16\xd9\x16\xf0\x16\x01\x00\x0e\x00\x1e\x009\x1eM\x1ee\x1ef\x1e}\x1e\x93\x1e\xa9\x1f\xc5\x1f\xe8\x1f\xc0\x08\xdc\x08\xfe\x08\xee\x02\xf4\x02\x01\x03.\x14:\x14I\x14U4\x844\xab4\xb6\x00\xc0\x00\xcb\x00\x98\x1a\xa2\x1a\xb1\x1a\xba\r\xbd\r\xc9\r\xd8\x11\xe6\x11\xf7\x11%\x0e+\x0e;\x0e\'9G9r9\xcc\x13\xe7\x13\n\x14w8\x9b8\xcc8\x80\x08\x87\x08\x91\x08D\x02R\x02k\x027\x06E\x06X\x06(\rM\r|\r{\x0e\x8b\x0e\xa0\x0ee\x05}\x05\x92\x05\xd4)\xe3)\xf4)\xbf3\xd23\xee3\x91)\xa1)\xaf)\x1b\x07$\x070\x07\xb0)\xc1)\xd3)\x993\xa73\xbe3!303C3S\x1bd\x1b{\x1b\x1e$<$\\$-\x0c<\x0cX\x0c\x1e*.*?*?\x0bE\x0bN\x0b3([(\x83(\xf5)\t*\x1d*\xa72\xbf2\xd72i\x00r\x00\x7f\x00\x9b\x15\xa8\x15\xba\x15&2L2y2\x9c\x10\xbd\x10\xe8\x10@*\\*\x81*\xfe4+5W5\xcd(\xf1(\x12)\xef3\x11424/7P7z7D3i3\x983\xdf\x0e\xe8\x0e\xf2\x0e\x99\x03\xa4\x03\xd7\x03\x88\x04\x9e\x04\xbd\x04\xdc\x0f\xe9\x0f\x01\x10`\x1cl\x1cx\x1c %;%\\%A\x0fZ\x0fy\x0f\x9b\x0f\xab\x0f\xc5\x0f\xcc\x00\xda\x00\xf1\x00\xaa\r\xaf\r\xb9\r\xf2\'\x12(2(\xcc7\xf17\x1b8\n\x1c\x19\x1c0\x1c\x9e5\xc15\xe85\xe95\x0c626\xde6\x037.7{7\xa07\xcb71\x07?\x07M\x07H\x11g\x11\x8d\x11\xac4\xd24\xfd4\xc4\x18\xd1\x18\x10\x19I\'R\'\\\'6\x04?\x04L\x04\xc9\x0e\xd0\x0e\xde\x0e3\x009\x00B\x007\tC\tO\t\x10\x04\x1f\x045\x04\x89\x14\x9d\x14\xb5\x14\x80\x00\x89\x00\x91\x005\x18M\x18j\x18~\n\x8c\n\x9f\n\xbe\x04\xd6\x04)\x05\xce,\xe7,\x04-\xdb\x1a\xeb\x1a\x00\x1b\xd3\x05\xe1\x05\xee\x05n\x01x\x01\x8b\x01\x01\x1b\x13\x1b&\x1bJ\x14Y\x14m\x14\xa8\x08\xb1\x08\xbf\x08\xcd8\xf88&9\x1e<6<W<\xa1\x02\xab\x02\xba\x02I\x1db\x1d\x7f\x1d\xb2\x1a\xc2\x1a\xda\x1a\xe8\n\xf9\n\x10\x0b\x8e\x11\xa2\x11\xbe\x11\x0f\x133\x13b\x13\x1c8D8v8\xa7\x07\xb4\x07\xf3\x072\x1fA\x1fX\x1f\xff\x17\x0c\x18\x1a\x18\x80&\x97&\xb3&%=E=c=\xab=\xc4=\xdd=\xc5\x01\xd0\x01\xe1\x01\xca\x0b\xdb\x0b\xee\x0bX<r<\x8b<\xd7\r\xdd\r\xe6\rS\x0eZ\x0ed\x0e\xe5\x15\xf2\x15\x04\x16|\x1b\x8d\x1b\x9e\x1bl\x02u\x02\x86\x02\x87\x02\x90\x02\xa0\x02\xe8\x06\xf7\x06\x0f\x07\xf3\x1d\x12\x1e8\x1e\xfb\r\xff\r\x07\x0e\x0b\x14\x1e\x14-\x14\x82*\x98*\xb8*\x07\n\x1f\n<\nM\x17X\x17o\x17\xd0\t\xe8\t\x06\n?\x05M\x05d\x05\x85\x1f\x93\x1f\xa8\x1f\xca<\xf4<$=\xfd\x19\r\x1a\x1f\x1a[#h#{#\xa9\'\xc7\'\xf1\'\xef\x0b\x0e\x0c,\x0c/\x103\x10@\x10\x97\x1c\xa2\x1c\xb4\x1cY\x1fl\x1f\x84\x1fA+f+\x8c+]%q%\x89%\xa1\x0e\xae\x0e\xb7\x0e\xfd*\x19+@+V\x1ag\x1aw\x1aC)Y)t)\x7f\'\x93\'\xa8\'\x82\x12\xb7\x12\xe9\x12\x94\x1e\xc9\x1e\x01\x1f\xf4\x07\x02\x088\x08\x8a"\xa5"\xc0"\xb9*\xd6*\xfc*\xcd"\xda"\xec"4#F#Z#!\'3\'H\'\xe2\x01\xf0\x01\x01\x02\xb4&\xcc&\xea&\x84(\xab(\xcc(>\x1aH\x1aU\x1ak\x18v\x18\x83\x18\x9a#\xa5#\xbc#\xb8\x0e\xbd\x0e\xc8\x0eG\x19U\x19f\x19\xb4\x19\xc1\x19\xd8\x19\x82:\xa0:\xcf:\x02\x02\x10\x02!\x02\xef\x03\xfe\x03\x0f\x04Y\x06`\x06k\x06e0\x870\xae0"\x021\x02C\x02u)\x81)\x90)\xc19\xe89\x11:s9\x9b9\xc09\'\x00+\x002\x00\xa0\n\xb2\n\xc9\n\xb8%\xca%\xdc%\x82\x0b\x87\x0b\x92\x0b\xbf/\xe5/\x0b0\xc8\x06\xd4\x06\xe7\x06c\x04t\x04\x87\x04}\r\x91\r\xa9\rd"y"\x89"\xe4\x17\xee\x17\xfe\x17\xb3\x06\xba\x06\xc7\x06\x91\x16\x9c\x16\xaa\x16\xab\x16\xb7\x16\xc5\x16l\tw\t\x86\t\x05\x11\x12\x11 \x11[\x00`\x00h\x00\xef\x05\x05\x06\x1d\x06\xd9\x19\xe9\x19\xfc\x19A\x10k\x10\x9b\x10\x12:%:@:c;\x81;\x9c;\x11\x19\x1f\x190\x19\x08.\x19...\xe8;\x06<\x1d<=\nH\nU\n\x11\x0b$\x0b>\x0bA\x01U\x01m\x01\x13),)B)\x87\t\x94\t\xab\t\xdd%\xeb%\xfc%b,q,\x82,=-M-^-\x8d-\x9d-\xb1-Q\x08^\x08l\x08\xc1"\xc5"\xcc"_-s-\x8c-l\x06y\x06\x8e\x06<\x0eG\x0eR\x0e\xfb!\x11"4"\xd8\x03\xe1\x03\xee\x03x\x1a\x84\x1a\x97\x1a\xd7+\xef+\x0b,\xea\x12\xfb\x12\x0e\x13\x93\x0b\x9d\x0b\xae\x0b\x92\x00\x9e\x00\xb5\x00n\x14y\x14\x88\x14\x9d$\xb7$\xd4$\x08\x0e\x15\x0e$\x0e\x05-"-<-/.W.\x88.]$y$\x9c$\xac\t\xbc\t\xcf\t\xbb\x15\xcd\x15\xe4\x15|#\x8a#\x99#\x13\x01&\x01@\x01\x02\x1f\x1c\x1f1\x1f\xb2-\xdd-\x07.\x83,\xa8,\xcd,\xe0#\xee#\xff#\x92\x08\x9b\x08\xa7\x081\x19:\x19F\x19\x0c,6,a,\x8c<\xa8<\xc9<\xf8\x11\x15\x129\x12&;C;b;\x9d;\xc1;\xe7;:\x12Z\x12\x81\x12"\t)\t6\t\xbd#\xcf#\xdf#A:d:\x81:\xde=\x01>.>\x89.\x9d.\xb9.t\x0c\x8c\x0c\xa8\x0c\x98!\xc6!\xfa!\x8a%\xa1%\xb7%\x05\x16\x0e\x16\x1a\x16\xbb\x05\xc5\x05\xd2\x05\xd0:\xfc:%;\xc1\x1b\xcf\x1b\xe1\x1b#\x174\x17L\x17\x0c\x0f"\x0f@\x0fd=\x84=\xaa=\'\x1b<\x1bR\x1b\x00$\x0f$\x1d$e\x0en\x0ez\x0e\x02\x10\x0c\x10\x1d\x10\x8c\x01\x97\x01\xaa\x01\x8d+\xad+\xd6+z\x0f\x87\x0f\x9a\x0f\x8c\x17\x98\x17\xa5\x17\xa6\x17\xb7\x17\xc8\x17\x84\x18\x96\x18\xa8\x18 /3/P/Q/o/\x85/\x86/\xa4/\xbe/\xe9\x10\xf2\x10\x04\x11M\x04V\x04b\x0471b1\x8f1\x02\x03\x0c\x03\x17\x03c\x13\x94\x13\xcb\x13\xe2\x1b\xf5\x1b\t\x1c\xe9\x1f\xf4\x1f\x06 1\x1cG\x1c_\x1c,\x1d8\x1dH\x1d\xe6 \xf3 \x02!\x03!\x11!"!\x0c040d0p\x17{\x17\x8b\x17\xf2\x00\xff\x00\x12\x01\xcd\x14\xd9\x14\xe9\x14\xff\x08\x0e\t!\t\xba.\xe9.\x1f/- ? Y \xaa \xc3 \xe5 c\x16v\x16\x90\x16\xaf0\xc40\xe00V\nk\n}\n7\x16K\x16b\x16\x901\xb21\xcf1\xf1\x16\x08\x17"\x17\xe9\x0c\x03\r\'\r\xf7\x1c\x10\x1d+\x1d\xab\x01\xb5\x01\xc4\x01\x80\x1d\x9a\x1d\xb5\x1d\xb6\x1d\xd0\x1d\xf2\x1dZ ~ \xa9 \x0e#\x1c#3#/>@>U>\xeb&\x03\' \'\xe10\t161 \x1a,\x1a=\x1a\x80\x07\x87\x07\x93\x07\x1b\x18%\x184\x18\xca\n\xd6\n\xe7\n\x18\x03(\x03\\\x03m\x08t\x08\x7f\x08\xb6\x14\xbf\x14\xcc\x14J&c&\x7f&\xaf\x0b\xb9\x0b\xc9\x0b'
