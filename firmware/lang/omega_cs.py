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
+{0} next scene | +{0} od další scény
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
Threat +{0} from the next scene | Ohrožení +{0} od další scény
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
INDEX = b'\x00\x02\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x02\x00\x03\x00\x03\x00\x03\x00\x04\x00\x05\x00\x05\x00\x05\x00\x05\x00\x05\x00\x06\x00\x06\x00\x06\x00\x07\x00\x07\x00\x08\x00\t\x00\t\x00\x0b\x00\x0b\x00\x0b\x00\x0c\x00\x0c\x00\x0c\x00\r\x00\r\x00\r\x00\x0e\x00\x0f\x00\x0f\x00\x0f\x00\x10\x00\x10\x00\x11\x00\x12\x00\x12\x00\x14\x00\x14\x00\x15\x00\x15\x00\x15\x00\x16\x00\x16\x00\x17\x00\x17\x00\x17\x00\x18\x00\x18\x00\x18\x00\x18\x00\x18\x00\x18\x00\x18\x00\x19\x00\x1a\x00\x1a\x00\x1a\x00\x1b\x00\x1c\x00\x1c\x00\x1c\x00\x1d\x00\x1e\x00\x1e\x00\x1e\x00\x1e\x00 \x00 \x00 \x00 \x00"\x00#\x00#\x00#\x00#\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00%\x00%\x00%\x00%\x00(\x00(\x00*\x00,\x00.\x00.\x00.\x00/\x00/\x00/\x00/\x00/\x000\x000\x000\x000\x000\x000\x001\x001\x001\x001\x001\x001\x001\x001\x001\x001\x001\x001\x002\x002\x003\x004\x005\x005\x005\x005\x005\x005\x005\x005\x005\x005\x006\x008\x008\x008\x009\x009\x009\x00:\x00:\x00;\x00;\x00<\x00=\x00=\x00=\x00=\x00=\x00>\x00>\x00>\x00>\x00>\x00>\x00>\x00>\x00@\x00@\x00A\x00A\x00B\x00D\x00E\x00H\x00I\x00J\x00K\x00K\x00L\x00M\x00M\x00N\x00O\x00Q\x00Q\x00Q\x00Q\x00R\x00R\x00R\x00T\x00W\x00X\x00Y\x00Y\x00Z\x00[\x00[\x00\\\x00\\\x00\\\x00^\x00_\x00`\x00a\x00c\x00d\x00d\x00d\x00f\x00f\x00f\x00f\x00g\x00g\x00g\x00g\x00h\x00j\x00j\x00l\x00l\x00l\x00l\x00m\x00n\x00o\x00o\x00o\x00o\x00q\x00r\x00r\x00s\x00s\x00t\x00u\x00v\x00w\x00w\x00w\x00w\x00x\x00x\x00x\x00y\x00y\x00z\x00z\x00{\x00|\x00|\x00}\x00~\x00\x80\x00\x80\x00\x81\x00\x84\x00\x86\x00\x86\x00\x87\x00\x8b\x00\x8c\x00\x8c\x00\x8d\x00\x91\x00\x94\x00\x95\x00\x98\x00\x9a\x00\x9a\x00\x9d\x00\x9d\x00\x9d\x00\x9d\x00\x9e\x00\xa0\x00\xa1\x00\xa1\x00\xa2\x00\xa3\x00\xa3\x00\xa6\x00\xa7\x00\xa8\x00\xa9\x00\xa9\x00\xae\x00\xaf\x00\xb1\x00\xb3\x00\xb4\x00\xb4\x00\xb6\x00\xb7\x00\xb7\x00\xb7\x00\xb9\x00\xb9\x00\xb9\x00\xba\x00\xbb\x00\xbb\x00\xbb\x00\xbb\x00\xbc\x00\xbc\x00\xbf\x00\xbf\x00\xc0\x00\xc1\x00\xc2\x00\xc6\x00\xc6\x00\xca\x00\xcd\x00\xce\x00\xd1\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd4\x00\xd7\x00\xd8\x00\xda\x00\xdb\x00\xdd\x00\xdf\x00\xe0\x00\xe0\x00\xe1\x00\xe1\x00\xe3\x00\xe3\x00\xe3\x00\xe4\x00\xe4\x00\xe4\x00\xe4\x00\xe6\x00\xe6\x00\xe8\x00\xea\x00\xec\x00\xed\x00\xef\x00\xef\x00\xef\x00\xf1\x00\xf2\x00\xf4\x00\xf4\x00\xf5\x00\xf8\x00\xf9\x00\xfa\x00\xfc\x00\xfd\x00\x00\x01\x01\x01\x02\x01\x02\x01\x04\x01\x06\x01\x06\x01\x07\x01\x08\x01\t\x01\n\x01\x0b\x01\x0b\x01\x0c\x01\r\x01\x10\x01\x10\x01\x10\x01\x11\x01\x11\x01\x13\x01\x15\x01\x16\x01\x16\x01\x16\x01\x19\x01\x1a\x01\x1a\x01\x1a\x01\x1a\x01\x1c\x01\x1c\x01\x1d\x01\x1d\x01\x1e\x01\x1e\x01\x1f\x01\x1f\x01\x1f\x01 \x01 \x01"\x01$\x01$\x01&\x01(\x01(\x01(\x01(\x01(\x01)\x01*\x01+\x01+\x01+\x01+\x01-\x01.\x010\x010\x011\x011\x011\x011\x011\x012\x012\x012\x013\x013\x014\x016\x017\x019\x019\x01:\x01:\x01<\x01<\x01<\x01>\x01>\x01>\x01>\x01@\x01B\x01E\x01E\x01E\x01F\x01F\x01H\x01K\x01K\x01K\x01L\x01L\x01N\x01N\x01N\x01N\x01N\x01N\x01O\x01P\x01P\x01Q\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01T\x01T\x01T\x01T\x01T\x01T\x01T\x01U\x01V\x01V\x01V\x01V\x01V\x01X\x01Y\x01Y\x01x\x0b\x92\x0b\xaa\x0bZ#i#z#\xd8\x03\xe7\x03\x00\x04\x90\x19\xa3\x19\xb9\x19/\x15o\x15\xab\x15\xd2\x18\xdf\x18\xec\x18D\x16M\x16_\x16]\x03h\x03\x98\x03\x1c\x0f(\x0f4\x0fw\x07\x88\x07\x98\x07B%d%\x8c%\xbb\x02\xc8\x02\xdb\x02\xd2\x0c\xec\x0c\x11\r=2b2\x922\x90!\xae!\xd3!"\x1dA\x1dc\x1d\xd4!\xea!\x04"\xba\x19\xc8\x19\xdc\x19j&}&\x93&\xc55\xe55\n6\xf2\x17\xfc\x17\x0c\x18\x10\x0e\x18\x0e#\x0e\xf96 7J7\xa06\xca6\xf86\xa04\xad4\xc14S\x05[\x05g\x05\xb5"\xbf"\xd0"\xbd\x07\xc3\x07\xcf\x07\xb8\x06\xc6\x06\xdb\x06G\x06R\x06_\x06\xa2\x1c\xb0\x1c\xbf\x1c\x94&\xa2&\xb6&y\t\x83\t\x94\t\xe72\xfe2\x133\xef\x0f\xf6\x0f\x04\x10E3a3\x8d3\x82\x0c\x8a\x0c\x9c\x0c\xbc\x05\xcc\x05\xe3\x05J\x11Z\x11p\x11\x13\x15\x1f\x15.\x15b\x08i\x08y\x08t \x86 \x99 \x99\x07\x9e\x07\xa8\x07\xef\x16\x02\x17\x19\x17\x01\x00\x0e\x00\x1e\x00\xa6\x1e\xba\x1e\xd2\x1e\xd3\x1e\xea\x1e\x00\x1f\x16 2 U \xe9\x08\x05\t\'\t\xee\x02\xf4\x02\x01\x03W\x14c\x14r\x14\xc24\xf14\x185\xb6\x00\xc0\x00\xcb\x00\xc1\x1a\xcb\x1a\xda\x1a\xe3\r\xe6\r\xf2\r\x01\x12\x0f\x12 \x12N\x0eT\x0ed\x0e\x949\xb49\xdf9\xf5\x13\x10\x143\x14\xe48\x08999\xa9\x08\xb0\x08\xba\x08D\x02R\x02k\x02`\x06n\x06\x81\x06Q\rv\r\xa5\r\xa4\x0e\xb4\x0e\xc9\x0e\x8e\x05\xa6\x05\xbb\x05A*P*a*,4?4[4\xfe)\x0e*\x1c*D\x07M\x07Y\x07\x1d*.*@*\x064\x144+4\x8e3\x9d3\xb03|\x1b\x8d\x1b\xa4\x1b\x8b$\xa9$\xc9$V\x0ce\x0c\x81\x0c\x8b*\x9b*\xac*h\x0bn\x0bw\x0b\xa0(\xc8(\xf0(b*v*\x8a*\x143,3D3i\x00r\x00\x7f\x00\xc4\x15\xd1\x15\xe3\x15\x932\xb92\xe62\xc5\x10\xe6\x10\x11\x11\xad*\xc9*\xee*k5\x985\xc45:)^)\x7f)\\4~4\x9f4\x9c7\xbd7\xe77\xb13\xd63\x054\x08\x0f\x11\x0f\x1b\x0f\x99\x03\xa4\x03\xd7\x03\xb1\x04\xc7\x04\xe6\x04\x05\x10\x12\x10*\x10\x89\x1c\x95\x1c\xa1\x1c\x8d%\xa8%\xc9%j\x0f\x83\x0f\xa2\x0f\xc4\x0f\xd4\x0f\xee\x0f\xcc\x00\xda\x00\xf1\x00\xd3\r\xd8\r\xe2\r_(\x7f(\x9f(98^8\x8883\x1cB\x1cY\x1c\x0b6.6U6V6y6\x9f6K7p7\x9b7\xe87\r888Z\x07h\x07v\x07q\x11\x90\x11\xb6\x11\x195?5j5\xed\x18\xfa\x189\x19\xb6\'\xbf\'\xc9\'_\x04h\x04u\x04\xf2\x0e\xf9\x0e\x07\x0f3\x009\x00B\x00`\tl\tx\t9\x04H\x04^\x04\xb2\x14\xc6\x14\xde\x14\x80\x00\x89\x00\x91\x00^\x18v\x18\x93\x18\xa7\n\xb5\n\xc8\n\xe7\x04\xff\x04R\x05;-T-q-\x04\x1b\x14\x1b)\x1b\xfc\x05\n\x06\x17\x06n\x01x\x01\x8b\x01*\x1b<\x1bO\x1bs\x14\x82\x14\x96\x14\xd1\x08\xda\x08\xe8\x08:9e9\x939\x8b<\xa3<\xc4<\xa1\x02\xab\x02\xba\x02\xb6\x1d\xcf\x1d\xec\x1d\xdb\x1a\xeb\x1a\x03\x1b\x11\x0b"\x0b9\x0b\xb7\x11\xcb\x11\xe7\x118\x13\\\x13\x8b\x13\x898\xb18\xe38\xd0\x07\xdd\x07\x1c\x08\x9f\x1f\xae\x1f\xc5\x1f(\x185\x18C\x18\xed&\x04\' \'\x92=\xb2=\xd0=\x18>1>J>\xc5\x01\xd0\x01\xe1\x01\xf3\x0b\x04\x0c\x17\x0c\xc5<\xdf<\xf8<\x00\x0e\x06\x0e\x0f\x0e|\x0e\x83\x0e\x8d\x0e\x0e\x16\x1b\x16-\x16\xa5\x1b\xb6\x1b\xc7\x1bl\x02u\x02\x86\x02\x87\x02\x90\x02\xa0\x02\x11\x07 \x078\x07\xde\x1c\xfd\x1c!\x1d`\x1e\x7f\x1e\xa5\x1e$\x0e(\x0e0\x0e4\x14G\x14V\x14\xef*\x05+%+0\nH\ne\nv\x17\x81\x17\x98\x17\xf9\t\x11\n/\nh\x05v\x05\x8d\x05\xf2\x1f\x00 \x15 7=a=\x91=&\x1a6\x1aH\x1a\xc8#\xd5#\xe8#\x16(4(^(\x18\x0c7\x0cU\x0cX\x10\\\x10i\x10\xc0\x1c\xcb\x1c\xdd\x1c\xc6\x1f\xd9\x1f\xf1\x1f\xae+\xd3+\xf9+\xca%\xde%\xf6%\xca\x0e\xd7\x0e\xe0\x0ej+\x86+\xad+\x7f\x1a\x90\x1a\xa0\x1a\xb0)\xc6)\xe1)\xec\'\x00(\x15(\xab\x12\xe0\x12\x12\x13\x01\x1f6\x1fn\x1f\x1d\x08+\x08a\x08\xf7"\x12#-#&+C+i+:#G#Y#\xa1#\xb3#\xc7#\x8e\'\xa0\'\xb5\'\xe2\x01\xf0\x01\x01\x02!\'9\'W\'\xf1(\x18)9)g\x1aq\x1a~\x1a\x94\x18\x9f\x18\xac\x18\x07$\x12$)$\xe1\x0e\xe6\x0e\xf1\x0ep\x19~\x19\x8f\x19\xdd\x19\xea\x19\x01\x1a\xef:\r;<;\x02\x02\x10\x02!\x02\x18\x04\'\x048\x04\x82\x06\x89\x06\x94\x06\xd20\xf40\x1b1"\x021\x02C\x02\xe2)\xee)\xfd).:U:~:\xe09\x08:-:\'\x00+\x002\x00\xc9\n\xdb\n\xf2\n%&7&I&\xab\x0b\xb0\x0b\xbb\x0b,0R0x0\xf1\x06\xfd\x06\x10\x07\x8c\x04\x9d\x04\xb0\x04\xa6\r\xba\r\xd2\r\xd1"\xe6"\xf6"\r\x18\x17\x18\'\x18\xdc\x06\xe3\x06\xf0\x06\xba\x16\xc5\x16\xd3\x16\xd4\x16\xe0\x16\xee\x16\x95\t\xa0\t\xaf\t.\x11;\x11I\x11[\x00`\x00h\x00\x18\x06.\x06F\x06\x02\x1a\x12\x1a%\x1aj\x10\x94\x10\xc4\x10\x7f:\x92:\xad:\xd0;\xee;\t<:\x19H\x19Y\x19u.\x86.\x9b.U<s<\x8a<f\nq\n~\n:\x0bM\x0bg\x0bA\x01U\x01m\x01\x80)\x99)\xaf)\xb0\t\xbd\t\xd4\tJ&X&i&\xcf,\xde,\xef,\xaa-\xba-\xcb-\xfa-\n.\x1e.z\x08\x87\x08\x95\x08.#2#9#\xcc-\xe0-\xf9-\x95\x06\xa2\x06\xb7\x06e\x0ep\x0e{\x0eh"~"\xa1"\x01\x04\n\x04\x17\x04\xa1\x1a\xad\x1a\xc0\x1aD,\\,x,\x13\x13$\x137\x13\xbc\x0b\xc6\x0b\xd7\x0b\x92\x00\x9e\x00\xb5\x00\x97\x14\xa2\x14\xb1\x14\n%$%A%1\x0e>\x0eM\x0er-\x8f-\xa9-\x9c.\xc4.\xf5.\xca$\xe6$\t%\xd5\t\xe5\t\xf8\t\xe4\x15\xf6\x15\r\x16\xe9#\xf7#\x06$\x13\x01&\x01@\x01o\x1f\x89\x1f\x9e\x1f\x1f.J.t.\xf0,\x15-:-M$[$l$\xbb\x08\xc4\x08\xd0\x08Z\x19c\x19o\x19y,\xa3,\xce,\xf9<\x15=6=!\x12>\x12b\x12\x93;\xb0;\xcf;\n<.<T<c\x12\x83\x12\xaa\x12K\tR\t_\t*$<$L$\xae:\xd1:\xee:K>n>\x9b>\xf6.\n/&/\x9d\x0c\xb5\x0c\xd1\x0c\x05"3"g"\xf7%\x0e&$&.\x167\x16C\x16\xe4\x05\xee\x05\xfb\x05=;i;\x92;\xea\x1b\xf8\x1b\n\x1cL\x17]\x17u\x175\x0fK\x0fi\x0f\xd1=\xf1=\x17>P\x1be\x1b{\x1bm$|$\x8a$\x8e\x0e\x97\x0e\xa3\x0e+\x105\x10F\x10\x8c\x01\x97\x01\xaa\x01\xfa+\x1a,C,\xa3\x0f\xb0\x0f\xc3\x0f\xb5\x17\xc1\x17\xce\x17\xcf\x17\xe0\x17\xf1\x17\xad\x18\xbf\x18\xd1\x18\x8d/\xa0/\xbd/\xbe/\xdc/\xf2/\xf3/\x110+0\x12\x11\x1b\x11-\x11v\x04\x7f\x04\x8b\x04\xa41\xcf1\xfc1\x02\x03\x0c\x03\x17\x03\x8c\x13\xbd\x13\xf4\x13\x0b\x1c\x1e\x1c2\x1cV a s Z\x1cp\x1c\x88\x1c\x99\x1d\xa5\x1d\xb5\x1dS!`!o!p!~!\x8f!y0\xa10\xd10\x99\x17\xa4\x17\xb4\x17\xf2\x00\xff\x00\x12\x01\xf6\x14\x02\x15\x12\x15(\t7\tJ\t\'/V/\x8c/\x9a \xac \xc6 \x17!0!R!\x8c\x16\x9f\x16\xb9\x16\x1c111M1\x7f\n\x94\n\xa6\n`\x16t\x16\x8b\x16\xfd1\x1f2<2\x1a\x171\x17K\x17\x12\r,\rP\rd\x1d}\x1d\x98\x1d\xab\x01\xb5\x01\xc4\x01\xed\x1d\x07\x1e"\x1e#\x1e=\x1e_\x1e\xc7 \xeb \x16!{#\x89#\xa0#\x9c>\xad>\xc2>X\'p\'\x8d\'N1v1\xa31I\x1aU\x1af\x1a\xa9\x07\xb0\x07\xbc\x07D\x18N\x18]\x18\xf3\n\xff\n\x10\x0b\x18\x03(\x03\\\x03\x96\x08\x9d\x08\xa8\x08\xdf\x14\xe8\x14\xf5\x14\xb7&\xd0&\xec&\xd8\x0b\xe2\x0b\xf2\x0b'
