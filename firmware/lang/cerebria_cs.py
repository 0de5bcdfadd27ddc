# Czech words of Cerebria's screens (firmware/games/cerebria*.py) and the
# reasons of its rules (shared/cerebria*.py). Cerebria has no Czech edition
# known to us: the game terms are our translation (Říše, Pomezí, Emoce,
# Intenzita, Esence, Vůle, Ambice, Sféra, Počátek, Zjevení, Pevnost,
# Fragment, Duch, Vibrace). A Realm is Ř1..Ř5, a Frontier (Pomezí) P1..P5
# and a player H1..H4 (hráč).
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
# the game, its options, its sides
Cerebria | Cerebria
Players | Hráči
First player | Začínající hráč
2 against 2 | 2 proti 2
Shaper against 2 | Tvůrce proti 2
1 against 1 | 1 proti 1
Bliss | Blaženost
Gloom | Chmurnost
Minor | menší
Major | větší
P{0} | H{0}
R{0} | Ř{0}
F{0} | P{0}
Frontier {0} | Pomezí {0}
WP | Vůle
Ess | Es
Amb | Amb
# Actions, upgrades, abilities
Origin | Počátek
Setup | Příprava
Move the Spirit | Pohyb Ducha
Movement | Pohyb
Haste | Spěch
Surmount | Překonání
Determination | Odhodlání
Invoke | Vyvolání
Bolster | Podpora
Inner Force | Vnitřní síla
Quell | Utišení
Subdue | Potlačení
Extinguish | Uhašení
Fortify | Opevnění
Exalt | Povýšení
Raze | Zboření
Empower | Posílení
Channeled Power | Usměrněná síla
Emotional Outburst | Citový výbuch
Realm Action | Akce říše
Absorb | Vstřebání
Ambition | Ambice
Vibe token | Žeton vibrace
End of turn | Konec tahu
Revelation | Zjevení
Points | Body
Finish | Konec
Adjust | Úprava
Extra Action | Akce navíc
Rotate the Origin | Otočit Počátek
nothing | nic
# the main screen
Ring | Kruh
Sides | Strany
Final points | Závěrečné body
Draw | Remíza
{0} wins | Vítězí {0}
{0} action | {0} akce | {0} akce | {0} akcí
{0} action left | zbývá {0} akce | zbývají {0} akce | zbývá {0} akcí
Revelation: {0} | Zjevení: {0}
Which Sphere faces {0}? | Která Sféra je naproti {0}?
Spirit on a Frontier, Emotion beside it | Duch na Pomezí, Emoce vedle něj
Which Fragments are added? | Které Fragmenty se přidají?
absorbed | vstřebáno
Blocked: {0} | Blokováno: {0}
Absorb: done | Vstřebáno: ano
Absorb: not yet | Vstřebáno: ne
Fragments | Fragmenty
Identity | Identita
Realms | Říše
Frontiers | Pomezí
# entering moves
Move the Spirit… | Pohnout Duchem…
Invoke an Emotion… | Vyvolat Emoci…
Quell an Emotion… | Utišit Emoci…
Empower an Emotion… | Posílit Emoci…
Realm Action… | Akce říše…
Ambition ability… | Schopnost Ambice…
Vibe token… | Žeton vibrace…
End the turn… | Ukončit tah…
Points… | Body…
Adjust… | Upravit…
Fragments for the Identity… | Fragmenty do Identity…
Finish the game | Ukončit hru
Spirit and first Emotion… | Duch a první Emoce…
Fortify, Exalt, Raze… | Opevnit, Povýšit, Zbořit…
Fortify, Exalt, Raze | Opevnit, Povýšit, Zbořit
Absorb… | Vstřebat…
Board: Realms and Emotions… | Deska: Říše a Emoce…
Board: Realms and Emotions | Deska: Říše a Emoce
Realms and Emotions | Říše a Emoce
from {0} WP | od {0} Vůle
draw 2 cards, or +1 Ambition | lízni 2 karty, nebo +1 Ambice
Draw 2 Emotion cards | Líznout 2 karty Emocí
Gain 1 Ambition | Získat 1 Ambici
{0} adds | {0} přidává
{0} Essence | {0} Esence | {0} Esence | {0} Esencí
card powers +{0}: {1} WP | schopnosti karet +{0}: {1} Vůle
no card power: {0} WP | bez schopnosti karet: {0} Vůle
no bonus | bez bonusu
needs {0} Essence · Intensity {1} | potřebuje {0} Esence · Intenzita {1}
no cost | zdarma
Sphere {0}→{1} | Sféra {0}→{1}
Revelation! | Zjevení!
+1 Action | +1 akce
now {0} | teď {0}
now +{0} | teď +{0}
empty | prázdná
Fortress | Pevnost
token | žeton
Int | Int
Absorb: {0} +{1} | Vstřebat: {0} +{1}
# adjustments
Willpower of a player | Vůle hráče
Essence of a player | Esence hráče
Ambition of a side | Ambice strany
Place an Emotion | Položit Emoci
Remove an Emotion | Odebrat Emoci
Move an Emotion | Přesunout Emoci
Essence on an Emotion | Esence na Emoci
Intensity token | Žeton intenzity
A Fortress | Pevnost
A Spirit's space | Místo Ducha
Willpower in a Sphere | Vůle ve Sféře
Vibe tokens of a player | Žetony vibrace hráče
Extra Actions | Akce navíc
one step clockwise | o krok po směru hodin
one step back | o krok zpět
one more Action | o akci víc
one Action less | o akci méně
# moves and events in words
{0} faces {1} | {0} naproti {1}
start at {0}, Emotion at {1} | začátek na {0}, Emoce na {1}
Spirit to {0} | Duch na {0}
invoke {0} at {1} | vyvolat {0} na {1}
quell at {0} | utišit na {0}
empower at {0} | posílit na {0}
intensify {0} by {1} | zesílit {0} o {1}
Realm Action of {0} | Akce říše {0}
absorb at {0} | vstřebat u {0}
Vibe token: {0} | Žeton vibrace: {0}
end of turn: draw | konec tahu: líznout
end of turn: +1 Ambition | konec tahu: +1 Ambice
points {0} {1} | body {0} {1}
finish the game | konec hry
place {0} at {1} | položit {0} na {1}
remove the Emotion at {0} | odebrat Emoci z {0}
move the Emotion {0} → {1} | přesunout Emoci {0} → {1}
Essence at {0} = {1} | Esence na {0} = {1}
token at {0} = {1} | žeton na {0} = {1}
Fortress of {0}: {1} | Pevnost {0}: {1}
Spirit of {0} to {1} | Duch {0} na {1}
{0} holds {1} WP | {0} má {1} Vůle
Origin one step clockwise | Počátek o krok po směru hodin
Origin one step back | Počátek o krok zpět
Vibe of {0}: {1} | Vibrace {0}: {1}
extra Action {0} | akce navíc {0}
{0}'s turn | Na tahu je {0}
{0} starts at {1} | {0} začíná na {1}
{0} quells {1} | {0} utišuje {1}
(removed) | (odebrána)
{0} razes {1}: +1 Action | {0} boří v {1}: +1 akce
{0} absorbs {1} from {2} | {0} vstřebává {1} ze Sféry {2}
bonus: {0} | bonus: {0}
the Origin turns | Počátek se otáčí
the game ends: final points | hra končí: závěrečné body
+1 Ambition for {0} WP | +1 Ambice za {0} Vůle
+{0} Essence | +{0} Esence
+{0} WP | +{0} Vůle
a Vibe token | žeton vibrace
draw {0} card | líznout {0} kartu | líznout {0} karty | líznout {0} karet
Draw: {0} | Remíza: {0}
{0} wins: {1} | Vítězí {0}: {1}
# reasons from shared/cerebria*.py
A Sphere holds 1 to {0} Willpower | Sféra má 1 až {0} Vůle
A move is a list that starts with a verb | Tah je seznam, který začíná slovesem
Add 1 or more Essence | Přidej 1 nebo více Esence
Add or take back one Action | Přidej nebo odeber jednu akci
Ambition is 0 to {0} | Ambice je 0 až {0}
Ambition is already full | Ambice je už plná
An Intensity token is 0 to {0} | Žeton intenzity je 0 až {0}
Cannot go below 0 | Nemůže klesnout pod 0
Card powers add 0 to 3 Willpower | Schopnosti karet přidají 0 až 3 Vůle
Change by 1 to 5 | Změna o 1 až 5
Choose a Frontier space and a Realm slot beside it | Vyber místo na Pomezí a pole Říše vedle něj
Choose a Realm | Vyber Říši
Choose an Ambition ability | Vyber schopnost Ambice
Choose what to adjust | Vyber, co upravit
Draw cards or gain Ambition | Lízni karty, nebo získej Ambici
Each Ambition ability only once per turn | Každá schopnost Ambice jen jednou za tah
Empower needs {0} Essence | Posílení potřebuje {0} Esence
Empower one of your side's Mild Emotions | Posil mírnou Emoci své strany
Essence is 1 to {0} on this card | Esence je na této kartě 1 až {0}
Essence is already {0} | Esence už je {0}
Every copy of {0} is in play | Všechny kopie {0} jsou ve hře
Every copy of {0} is on the board | Všechny kopie {0} jsou na desce
Exalt needs your Minor Fragment here | Povýšení potřebuje zde tvůj menší Fragment
Finish takes no arguments | Konec nemá žádné údaje
Incomplete or too long: {0} | Neúplné nebo příliš dlouhé: {0}
Intensify only your side's Emotions | Zesil jen Emoce své strany
Invoke one of your side's Mild Emotions | Vyvolej mírnou Emoci své strany
List upgrades once, in menu order | Vylepšení jednou, v pořadí nabídky
No Actions left this turn | V tomto tahu už nezbývá žádná akce
No Major Fragment left | Nezbývá žádný větší Fragment
No Minor Fragment left | Nezbývá žádný menší Fragment
No empty Essence space to channel into | Žádné volné pole Esence k usměrnění
No extra Action to take back | Žádná akce navíc k odebrání
No opposing Fragment here | Zde není soupeřův Fragment
No room for more Essence | Není místo pro další Esenci
No such Fortress: {0} | Taková Pevnost není: {0}
No such Fragment left in the supply | Takový Fragment v zásobě nezbývá
No such Realm: {0} | Taková Říše není: {0}
No such Sphere: {0} | Taková Sféra není: {0}
No such Spirit Action: {0} | Taková akce Ducha není: {0}
No such player: {0} | Takový hráč není: {0}
No such side: {0} | Taková strana není: {0}
No such slot: {0} | Takové pole není: {0}
No such space: {0} | Takové místo není: {0}
Not enough Ambition ({0} needed) | Málo Ambice (potřeba {0})
Not enough Essence ({0} needed) | Málo Esence (potřeba {0})
Not enough Willpower ({0} needed) | Málo Vůle (potřeba {0})
Not enough Willpower for the bonus | Málo Vůle na bonus
Not possible now: adjust | Teď nelze upravovat
Only during a turn | Jen během tahu
Only {0} Essence spaces are empty | Volná pole Esence: jen {0}
Points cannot go below 0 | Body nemohou klesnout pod 0
Points: a side and a change | Body: strana a změna
Quell only an opposing Emotion | Utiš jen soupeřovu Emoci
Rotate by one step | Otoč o jeden krok
Start in a Realm slot beside your Frontier | Začni na poli Říše vedle svého Pomezí
Start on a Frontier space | Začni na místě Pomezí
Take back its upgrades first | Nejdřív odeber jeho vylepšení
Take or skip the Sphere's bonus | Vezmi, nebo vynech bonus Sféry
That Action was already taken | Ta akce už proběhla
That Sphere is not next to your Spirit | Ta Sféra není vedle tvého Ducha
That slot is empty | To pole je prázdné
That slot is not empty | To pole není prázdné
That slot is not next to your Spirit | To pole není vedle tvého Ducha
That space is taken | To místo je obsazené
That space is too far | To místo je příliš daleko
The Fortress is already so | Pevnost už taková je
The Fortress location is not empty | Místo Pevnosti není prázdné
The Sphere holds that already | Sféra už tolik má
The Spirit is already there | Duch už tam je
The first player cannot Absorb on the first turn | Začínající hráč nemůže v prvním tahu vstřebávat
The token is already {0} | Žeton už je {0}
Unknown Emotion: {0} | Neznámá Emoce: {0}
Unknown move: {0} | Neznámý tah: {0}
Unknown upgrade: {0} | Neznámé vylepšení: {0}
Unlock {0} first | Nejdřív odemkni {0}
Which Fragment does each side add? | Který Fragment přidá každá strana?
Which Sphere faces the first Realm? | Která Sféra je naproti první Říši?
You have already Absorbed this turn | V tomto tahu už jsi vstřebával
Your Spirit is already there | Tvůj Duch už tam je
Your Spirit is not next to that Fortress | Tvůj Duch není u té Pevnosti
Your opponents control this Realm | Tuto Říši ovládají soupeři
{0} belongs to the other side | {0} patří druhé straně
{0} is already unlocked | {0} už je odemčeno
{0} is not unlocked | {0} není odemčeno
the Aspirations were revealed | Aspirace byly odhaleny
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x00\x01\x00\x00\x01\x00\x04\x00\x04\x00\x04\x00\x05\x00\x06\x00\x07\x00\x07\x00\x07\x00\x08\x00\t\x00\n\x00\n\x00\n\x00\x0b\x00\x0b\x00\x0c\x00\r\x00\x0f\x00\x10\x00\x11\x00\x11\x00\x11\x00\x11\x00\x12\x00\x13\x00\x14\x00\x14\x00\x14\x00\x14\x00\x15\x00\x17\x00\x18\x00\x18\x00\x19\x00\x1c\x00\x1c\x00\x1d\x00 \x00 \x00!\x00!\x00"\x00"\x00#\x00#\x00$\x00$\x00%\x00%\x00%\x00&\x00&\x00&\x00\'\x00+\x00,\x00,\x00-\x00-\x00-\x00/\x00/\x00/\x000\x003\x004\x004\x004\x005\x006\x006\x006\x006\x007\x009\x00;\x00<\x00=\x00>\x00>\x00@\x00A\x00B\x00B\x00D\x00D\x00D\x00E\x00G\x00H\x00I\x00J\x00N\x00R\x00S\x00T\x00V\x00V\x00V\x00X\x00Y\x00Y\x00Y\x00]\x00^\x00^\x00_\x00a\x00c\x00c\x00c\x00d\x00d\x00f\x00g\x00i\x00k\x00n\x00o\x00p\x00p\x00p\x00t\x00u\x00u\x00w\x00y\x00{\x00|\x00}\x00\x7f\x00\x7f\x00\x82\x00\x84\x00\x86\x00\x86\x00\x87\x00\x87\x00\x87\x00\x8a\x00\x8e\x00\x90\x00\x91\x00\x92\x00\x93\x00\x94\x00\x95\x00\x95\x00\x96\x00\x96\x00\x97\x00\x98\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9d\x00\x9d\x00\x9f\x00\xa1\x00\xa2\x00\xa2\x00\xa2\x00\xa3\x00\xa6\x00\xa7\x00\xa8\x00\xab\x00\xab\x00\xac\x00\xad\x00\xad\x00\xad\x00\xae\x00\xaf\x00\xb1\x00\xb2\x00\xb4\x00\xb5\x00\xba\x00\xbc\x00\xbe\x00\xbf\x00\xc2\x00\xc3\x00\xc3\x00\xc4\x00\xc5\x00\xc5\x00\xc5\x00\xc5\x00\xc5\x00\xc6\x00\xc7\x00\xc8\x00\xc9\x00\xcb\x00\xcc\x00\xcd\x00\xce\x00\xce\x00\xd0\x00\xd0\x00\xd1\x00\xd2\x00\xd2\x00\xd2\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd4\x00\xd4\x00\xd4\x00\xd4\x00\xd5\x00\xd6\x00\xd8\x00\xd8\x00\xd9\x00\xd9\x00\xda\x00\xda\x00\xda\x00\xdb\x00\xdd\x00\xe0\x00\xe0\x00\xe0\x00\xe1\x00\xe4\x00\xe5\x00\xe6\x00\xe7\x00\xe7\x00\xe9\x00\xec\x00\xf0\x00\xf3\x00\xf4\x00\xf5\x00\xf5\x00\xf5\x00\xf5\x00\xf6\x00\xf6\x00\xf7\x00\xf9\x00\xf9\x00\xfb\x00\xfb\x00\xfb\x00\xfc\x00\xa6\x13\xaf\x13\xbd\x13\x10\x04!\x045\x04H\rY\ri\r\xa2!\xc3!\xe1!\xe0\x14\xec\x14\xfa\x14\x8c\x07\x9b\x07\xad\x07y\x0c|\x0c\x82\x0c\xf8\x10\x06\x11\x15\x11\xf9%\x14&&&2\x11B\x11X\x11\xd8\r\xe2\r\xec\r\x89"\x9b"\xb0"\xe4\x03\xea\x03\xf4\x03\xa2\x04\xaa\x04\xba\x04\x98\n\xa0\n\xb1\nj\x0co\x0cx\x0c\x89(\xb1(\xd3(\xe2!\xfa!\x18"\xb6\x06\xbc\x06\xc6\x06j\x06y\x06\x8b\x06\xda\x15\xfb\x15\x18\x16\x08\x01\x0c\x01\x13\x01\xe0\x1b\x03\x1c!\x1c\xe8\x04\xf7\x043\x05\x98\x01\x9d\x01\xaa\x011\x028\x02B\x02Y\tv\t\x92\t"\x1cI\x1cm\x1ch\x12x\x12\x8c\x12\xc7\t\xda\t\xec\t\xc8\x0f\xd4\x0f\xe5\x0fz\x18\x88\x18\x98\x18\xc2\x00\xc7\x00\xd4\x006\x04=\x04C\x04\x16\x11%\x111\x11\xa2\x06\xaa\x06\xb5\x06\x9f\x08\xba\x08\xd3\x08\xa1\x0f\xb2\x0f\xc7\x0f\x07\x10\x1b\x100\x10b\x04g\x04p\x04X\x10e\x10w\x10\x8d\x19\xa6\x19\xc9\x19\x15\x1a5\x1a[\x1a\xc6\x1a\xe7\x1a\n\x1b\x08\n$\nE\n\x88\x02\x92\x02\x9e\x02\x93\t\xad\t\xc6\t\t\x0c\x12\x0c\x1c\x0c\xe9\x01\xf1\x01\x00\x02I\x14Y\x14q\x14\xe8$\xfb$\x14%\x0b\x1b/\x1bc\x1b\xe6\n\xfe\n!\x0b\x84\x0e\x96\x0e\xaf\x0e\xee\x02\xfd\x02\x12\x03\x01\x02\x0e\x02\x1c\x02\xc3#\xe0#\xf8#\x80\x08\x8f\x08\x9e\x08r\x14\x8d\x14\xaf\x14I\x1ea\x1e\x83\x1e\x0f\x1e(\x1eH\x1eK%e%~%\xaa\x00\xb5\x00\xc1\x00\r\t!\t?\tY\x11r\x11\x88\x111\x14;\x14H\x14\xc7\x10\xdf\x10\xf7\x10\xb1"\xdb"\t#\xd5\x03\xdb\x03\xe3\x03T\x05k\x05\x8b\x05\xf7\x18\x12\x196\x19\x83\x0c\x93\x0c\xa9\x0c\xa3\x17\xc3\x17\xee\x17\xd8\x05\xf2\x05\x13\x06\x14\x01\x18\x01 \x01\'\x0f4\x0fF\x0f\x94\x15\xa1\x15\xb6\x15\x9c\x1b\xb7\x1b\xdf\x1b\x84\x13\x92\x13\xa5\x13\xde\x16\xf2\x16\x08\x17\xcd\x18\xe2\x18\xf6\x18\'&W&\x94&\x15%*%J%\x8c\x05\xb3\x05\xd7\x05\r\x0e"\x0e5\x0e[\x13l\x13\x83\x13j\ry\r\x8c\rp\'\x92\'\xbc\'\xbd\'\xe0\'\x0b(\x98\x03\xa3\x03\xb0\x034\x05C\x05S\x05\xf3\x13\x0b\x140\x148\x17V\x17v\x17\xf5\x03\x01\x04\x0f\x04\xb0\x0e\xbd\x0e\xcc\x0e1\x10D\x10W\x10\xfb\x14\x02\x15\x0f\x15\xec\x06\xfe\x06\x12\x07\x8d\x12\xa6\x12\xc9\x12\x81#\xa0#\xc2#\xfa\x07\t\x08\x1b\x08\x8d\r\xa2\r\xb4\rn\x1c\x8f\x1c\xb9\x1cG\x0fc\x0f\x84\x0f@#\\#\x80#+\x067\x06I\x06F\nZ\nt\n\xe7\x00\xec\x00\xf6\x00\xf7\x00\xfc\x00\x07\x01|\x03\x86\x03\x97\x03o\x00z\x00\x86\x00b\x07w\x07\x8b\x07\x87\x00\x97\x00\xa9\x00\xb0\x14\xc6\x14\xdf\x14\x13\x18E\x18y\x18\xce\x1d\xea\x1d\x0e\x1e\xa0$\xc4$\xe7$w\x17\x88\x17\xa2\x17\xf9#\x1f$D$\xd8\x07\xe5\x07\xf9\x07Z\x0bb\x0bo\x0b\xda\x01\xdf\x01\xe8\x01\xd9\x02\xe0\x02\xed\x02\x93\x04\x97\x04\xa1\x04\xcd\x0e\xdc\x0e\xea\x0eS\x01V\x01[\x01\x14\x06\x1c\x06*\x06\xbc\x0b\xc3\x0b\xcc\x0b\x85\x0f\x92\x0f\xa0\x0f7\x19_\x19\x8c\x19\xcd\x0b\xdd\x0b\xf0\x0b\x99\x18\xb3\x18\xcc\x18\xc9\x01\xd1\x01\xd9\x01G\'W\'o\'\xf0\x11\x02\x12\x18\x12\xb4\x02\xb9\x02\xc7\x02\xde\x0c\xf1\x0c\x02\rA\x12U\x12g\x12h\x0eu\x0e\x83\x0e\x9e\x10\xaf\x10\xc6\x10\xba\x1c\xd3\x1c\xfe\x1cE$W$n$\xab\x01\xba\x01\xc8\x01\x19"4"L"E\x0cJ\x0cV\x0c\\\x01_\x01e\x01o$\x85$\x9f$\xca\x12\xde\x12\xf7\x12T\x03Z\x03i\x03\xed\t\xf8\t\x07\n"\x0b7\x0bY\x0b\xc4%\xe1%\xf8%\xd5\x00\xda\x00\xe6\x00\x85\x01\x8b\x01\x97\x01\x13\x03%\x037\x03\xd4\x08\xeb\x08\x0c\t\x7f%\xa1%\xc3%G\x08d\x08\x7f\x086\x0eM\x0eg\x0e\x1d\x02#\x020\x02\xef\x17\xff\x17\x12\x18z\x1d\xa0\x1d\xcd\x1dJ\x00V\x00n\x00C\x02N\x02`\x02\xeb\x0e\xfa\x0e\n\x0f}!\x8f!\xa1!T(p(\x88(W\x0c_\x0ci\x0c\x8c\x06\x95\x06\xa1\x06\xc7\x06\xd0\x06\xda\x06\xca\x19\xf2\x19\x14\x1au\n\x84\n\x97\nq\x04}\x04\x92\x04J\x06V\x06i\x06\x95&\xad&\xc1&{\x15\x84\x15\x93\x15\x96 \xb5 \xd3 W w \x95 \xed\r\xfd\r\x0c\x0e\xd4 \xf5 \x12!\xb2\n\xbd\n\xe5\n\x03\r\x15\r%\r\xe6\x0f\xf4\x0f\x06\x10\xff\x1c\x15\x1d<\x1d=\x1dS\x1dy\x1d\x83)\x96)\xac)\xc8\x02\xcc\x02\xd8\x02\x19\x16A\x16l\x16\x1c\x13,\x13>\x13M!e!|!m\x16\x82\x16\xa0\x16\x89\x11\xa5\x11\xc4\x11d\x1b}\x1b\x9b\x1bT)k)\x82)\x13!5!L!H\x01J\x01R\x01\xb8\x0c\xcd\x0c\xdd\x0c\x1c\x08%\x08/\x08&\r6\rG\rV\x04Z\x04a\x04\x1d\x0c$\x0c/\x0c0\x0c8\x0cD\x0c\x19)6)S)\x87\x1a\xa3\x1a\xc5\x1a\xee&\xff&\x14\'a\x02f\x02r\x02\xc2&\xd6&\xed&\x15\')\'F\'$\x00,\x007\x00\x10\x15\x1c\x15-\x15\x9f\x02\xa6\x02\xb3\x02s\x02y\x02\x87\x02\xc5\x11\xd9\x11\xef\x11\xc7\x03\xcd\x03\xd4\x038\x00?\x00I\x00\\\x1ar\x1a\x86\x1ap\x0b\x92\x0b\xbb\x0b\xf1\x0b\xfc\x0b\x08\x0c\xd4(\xf5(\x18)x\x10\x87\x10\x9d\x10\xb7\x1e\xda\x1e\x02\x1f\xf8\x12\x08\x13\x1b\x13.\x15;\x15z\x15\xad)\xca)\xe3)\xb5\r\xc4\r\xd7\r!\x01%\x01,\x01j\x03r\x03{\x03\n###?#;\x07N\x07a\x07\t\x17!\x177\x17\x0c(/(S(\xce\x1f\xdf\x1f\xfb\x1f\xfc\x1f\r \' \x03\x1f\x15\x1f2\x1f( : V M"k"\x88"0\x089\x08F\x08@\tI\tX\t3\x1fF\x1fb\x1f\x9e\x1f\xb1\x1f\xcd\x1f-\x019\x01G\x01\xbb\x04\xc5\x04\xe7\x04?\x13I\x13Z\x13\x84\x1e\x99\x1e\xb6\x1e\x13\x07\'\x07:\x07c\x1f}\x1f\x9d\x1f\x19\x12-\x12@\x12\xb1\x03\xbb\x03\xc6\x03\xae\x07\xc1\x07\xd7\x078\x03D\x03S\x03\xa1\x16\xbc\x16\xdd\x16\xbe\x13\xd6\x13\xf2\x13'
