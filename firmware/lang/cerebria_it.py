# Italian words of Cerebria's screens (firmware/games/cerebria*.py) and the
# reasons of its rules (shared/cerebria*.py). The game terms are the seed's
# (Regno, Frontiera, Emozione, Intensità, Essenza, Volontà, Ambizione, Sfera,
# Origine, Rivelazione, Fortezza, Frammento, Fortificare, Esaltare, Demolire,
# Potenziare, Assorbire, Potere canalizzato, Vibrazione); the names of the
# sides, the other Actions and their upgrades are unofficial translations.
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
# the game, its options, its sides
Cerebria | Cerebria
Players | Giocatori
First player | Primo giocatore
2 against 2 | 2 contro 2
Shaper against 2 | Plasmatore contro 2
1 against 1 | 1 contro 1
Bliss | Beatitudine
Gloom | Malinconia
Minor | Minore
Major | Maggiore
P{0} | G{0}
R{0} | R{0}
F{0} | F{0}
Frontier {0} | Frontiera {0}
WP | Vol
Ess | Ess
Amb | Amb
# Actions, upgrades, abilities
Origin | Origine
Move the Spirit | Muovi lo Spirito
Movement | Movimento
Haste | Rapidità
Surmount | Superare
Determination | Determinazione
Invoke | Invocare
Bolster | Rinforzo
Inner Force | Forza interiore
Quell | Placare
Subdue | Soggiogare
Extinguish | Estinguere
Fortify | Fortificare
Exalt | Esaltare
Raze | Demolire
Empower | Potenziare
Channeled Power | Potere canalizzato
Emotional Outburst | Sfogo emotivo
Realm Action | Azione del Regno
Absorb | Assorbire
Ambition | Ambizione
Vibe token | Gettone Vibrazione
End of turn | Fine del turno
Revelation | Rivelazione
Points | Punti
Finish | Fine
Adjust | Correggi
Extra Action | Azione extra
Rotate the Origin | Ruota l'Origine
nothing | niente
# the main screen
Ring | Anello
Sides | Squadre
Setup | Preparazione
Final points | Punti finali
Draw | Pareggio
{0} wins | Vince {0}
{0} action | {0} azione | {0} azioni
{0} action left | {0} azione rimasta | {0} azioni rimaste
Revelation: {0} | Rivelazione: {0}
Which Sphere faces {0}? | Quale Sfera è di fronte a {0}?
Spirit on a Frontier, Emotion beside it | Spirito su una Frontiera, Emozione accanto
Which Fragments are added? | Quali Frammenti si aggiungono?
absorbed | assorbito
Blocked: {0} | Bloccate: {0}
Absorb: done | Assorbito: sì
Absorb: not yet | Assorbito: no
Fragments | Frammenti
Identity | Identità
Realms | Regni
Frontiers | Frontiere
# entering moves
Move the Spirit… | Muovi lo Spirito…
Invoke an Emotion… | Invoca un'Emozione…
Quell an Emotion… | Placa un'Emozione…
Empower an Emotion… | Potenzia un'Emozione…
Realm Action… | Azione del Regno…
Ambition ability… | Abilità dell'Ambizione…
Vibe token… | Gettone Vibrazione…
End the turn… | Fine del turno…
Points… | Punti…
Adjust… | Correggi…
Fragments for the Identity… | Frammenti per l'Identità…
Finish the game | Termina la partita
Spirit and first Emotion… | Spirito e prima Emozione…
Fortify, Exalt, Raze… | Fortificare, Esaltare, Demolire…
Fortify, Exalt, Raze | Fortificare, Esaltare, Demolire
Absorb… | Assorbire…
Board: Realms and Emotions… | Plancia: Regni ed Emozioni…
Board: Realms and Emotions | Plancia: Regni ed Emozioni
Realms and Emotions | Regni ed Emozioni
from {0} WP | da {0} Vol
draw 2 cards, or +1 Ambition | pesca 2 carte, o +1 Ambizione
Draw 2 Emotion cards | Pesca 2 carte Emozione
Gain 1 Ambition | Ottieni 1 Ambizione
{0} adds | {0} aggiunge
{0} Essence | {0} Essenza | {0} Essenza
card powers +{0}: {1} WP | poteri delle carte +{0}: {1} Vol
no card power: {0} WP | nessun potere: {0} Vol
no bonus | nessun bonus
needs {0} Essence · Intensity {1} | richiede {0} Essenza · Intensità {1}
no cost | nessun costo
Sphere {0}→{1} | Sfera {0}→{1}
Revelation! | Rivelazione!
+1 Action | +1 Azione
now {0} | ora {0}
now +{0} | ora +{0}
empty | vuota
Fortress | Fortezza
token | gettone
Int | Int
Absorb: {0} +{1} | Assorbire: {0} +{1}
# adjustments
Willpower of a player | Volontà di un giocatore
Essence of a player | Essenza di un giocatore
Ambition of a side | Ambizione di una squadra
Place an Emotion | Metti un'Emozione
Remove an Emotion | Togli un'Emozione
Move an Emotion | Sposta un'Emozione
Essence on an Emotion | Essenza su un'Emozione
Intensity token | Gettone Intensità
A Fortress | Una Fortezza
A Spirit's space | Spazio di uno Spirito
Willpower in a Sphere | Volontà in una Sfera
Vibe tokens of a player | Gettoni Vibrazione di un giocatore
Extra Actions | Azioni extra
one step clockwise | un passo in senso orario
one step back | un passo indietro
one more Action | un'Azione in più
one Action less | un'Azione in meno
# moves and events in words
{0} faces {1} | {0} di fronte a {1}
start at {0}, Emotion at {1} | inizio in {0}, Emozione in {1}
Spirit to {0} | Spirito in {0}
invoke {0} at {1} | invoca {0} in {1}
quell at {0} | placa in {0}
empower at {0} | potenzia in {0}
intensify {0} by {1} | intensifica {0} di {1}
Realm Action of {0} | Azione del Regno: {0}
absorb at {0} | assorbe in {0}
Vibe token: {0} | Gettone Vibrazione: {0}
end of turn: draw | fine del turno: pesca
end of turn: +1 Ambition | fine del turno: +1 Ambizione
points {0} {1} | punti {0} {1}
finish the game | fine della partita
place {0} at {1} | metti {0} in {1}
remove the Emotion at {0} | togli l'Emozione in {0}
move the Emotion {0} → {1} | sposta l'Emozione {0} → {1}
Essence at {0} = {1} | Essenza in {0} = {1}
token at {0} = {1} | gettone in {0} = {1}
Fortress of {0}: {1} | Fortezza di {0}: {1}
Spirit of {0} to {1} | Spirito di {0} in {1}
{0} holds {1} WP | {0} contiene {1} Vol
Origin one step clockwise | Origine: un passo in senso orario
Origin one step back | Origine: un passo indietro
Vibe of {0}: {1} | Vibrazione di {0}: {1}
extra Action {0} | Azione extra {0}
{0}'s turn | Tocca a {0}
{0} starts at {1} | {0} inizia in {1}
{0} quells {1} | {0} placa {1}
(removed) | (tolta)
{0} razes {1}: +1 Action | {0} demolisce in {1}: +1 Azione
{0} absorbs {1} from {2} | {0} assorbe {1} da {2}
bonus: {0} | bonus: {0}
the Origin turns | l'Origine ruota
the game ends: final points | la partita finisce: punti finali
+1 Ambition for {0} WP | +1 Ambizione per {0} Vol
+{0} Essence | +{0} Essenza
+{0} WP | +{0} Vol
a Vibe token | un gettone Vibrazione
draw {0} card | pesca {0} carta | pesca {0} carte
Draw: {0} | Pareggio: {0}
{0} wins: {1} | Vince {0}: {1}
# reasons from shared/cerebria*.py
A Sphere holds 1 to {0} Willpower | Una Sfera contiene da 1 a {0} Volontà
A move is a list that starts with a verb | Una mossa è una lista che inizia con un verbo
Add 1 or more Essence | Aggiungi 1 o più Essenza
Add or take back one Action | Aggiungi o togli un'Azione
Ambition is 0 to {0} | L'Ambizione va da 0 a {0}
Ambition is already full | L'Ambizione è già al massimo
An Intensity token is 0 to {0} | Un gettone Intensità va da 0 a {0}
Cannot go below 0 | Non può scendere sotto 0
Card powers add 0 to 3 Willpower | I poteri delle carte danno da 0 a 3 Volontà
Change by 1 to 5 | Cambia da 1 a 5
Choose a Frontier space and a Realm slot beside it | Scegli uno spazio Frontiera e uno spazio Regno accanto
Choose a Realm | Scegli un Regno
Choose an Ambition ability | Scegli un'abilità dell'Ambizione
Choose what to adjust | Scegli cosa correggere
Draw cards or gain Ambition | Pesca carte o ottieni Ambizione
Each Ambition ability only once per turn | Ogni abilità dell'Ambizione una volta per turno
Empower needs {0} Essence | Potenziare richiede {0} Essenza
Empower one of your side's Mild Emotions | Potenzia un'Emozione lieve della tua squadra
Essence is 1 to {0} on this card | L'Essenza va da 1 a {0} su questa carta
Essence is already {0} | L'Essenza è già {0}
Every copy of {0} is in play | Tutte le copie di {0} sono in gioco
Every copy of {0} is on the board | Tutte le copie di {0} sono sulla plancia
Exalt needs your Minor Fragment here | Esaltare richiede qui un tuo Frammento Minore
Finish takes no arguments | Fine non ha argomenti
Incomplete or too long: {0} | Incompleta o troppo lunga: {0}
Intensify only your side's Emotions | Intensifica solo Emozioni della tua squadra
Invoke one of your side's Mild Emotions | Invoca un'Emozione lieve della tua squadra
List upgrades once, in menu order | Potenziamenti una volta, nell'ordine del menu
No Actions left this turn | Nessuna Azione rimasta in questo turno
No Major Fragment left | Nessun Frammento Maggiore rimasto
No Minor Fragment left | Nessun Frammento Minore rimasto
No empty Essence space to channel into | Nessuno spazio Essenza libero da canalizzare
No extra Action to take back | Nessuna Azione extra da togliere
No opposing Fragment here | Qui non c'è un Frammento avversario
No room for more Essence | Non c'è posto per altra Essenza
No such Fortress: {0} | Fortezza inesistente: {0}
No such Fragment left in the supply | Non ne resta nessuno nella riserva
No such Realm: {0} | Regno inesistente: {0}
No such Sphere: {0} | Sfera inesistente: {0}
No such Spirit Action: {0} | Azione dello Spirito inesistente: {0}
No such player: {0} | Giocatore inesistente: {0}
No such side: {0} | Squadra inesistente: {0}
No such slot: {0} | Spazio inesistente: {0}
No such space: {0} | Spazio inesistente: {0}
Not enough Ambition ({0} needed) | Ambizione insufficiente (serve {0})
Not enough Essence ({0} needed) | Essenza insufficiente (serve {0})
Not enough Willpower ({0} needed) | Volontà insufficiente (serve {0})
Not enough Willpower for the bonus | Volontà insufficiente per il bonus
Not possible now: adjust | Ora non si può correggere
Only during a turn | Solo durante un turno
Only {0} Essence spaces are empty | Solo {0} spazi Essenza sono liberi
Points cannot go below 0 | I punti non possono scendere sotto 0
Points: a side and a change | Punti: una squadra e una variazione
Quell only an opposing Emotion | Placa solo un'Emozione avversaria
Rotate by one step | Ruota di un passo
Start in a Realm slot beside your Frontier | Inizia in uno spazio Regno accanto alla Frontiera
Start on a Frontier space | Inizia su uno spazio Frontiera
Take back its upgrades first | Togli prima i suoi potenziamenti
Take or skip the Sphere's bonus | Prendi o salta il bonus della Sfera
That Action was already taken | Quell'Azione è già stata fatta
That Sphere is not next to your Spirit | Quella Sfera non è accanto al tuo Spirito
That slot is empty | Quello spazio è vuoto
That slot is not empty | Quello spazio non è vuoto
That slot is not next to your Spirit | Quello spazio non è accanto al tuo Spirito
That space is taken | Quello spazio è occupato
That space is too far | Quello spazio è troppo lontano
The Fortress is already so | La Fortezza è già così
The Fortress location is not empty | La posizione della Fortezza non è vuota
The Sphere holds that already | La Sfera contiene già tanto
The Spirit is already there | Lo Spirito è già lì
The first player cannot Absorb on the first turn | Il primo giocatore non può Assorbire al primo turno
The token is already {0} | Il gettone è già {0}
Unknown Emotion: {0} | Emozione sconosciuta: {0}
Unknown move: {0} | Mossa sconosciuta: {0}
Unknown upgrade: {0} | Potenziamento sconosciuto: {0}
Unlock {0} first | Sblocca prima {0}
Which Fragment does each side add? | Quale Frammento aggiunge ogni squadra?
Which Sphere faces the first Realm? | Quale Sfera è di fronte al primo Regno?
You have already Absorbed this turn | Hai già Assorbito in questo turno
Your Spirit is already there | Il tuo Spirito è già lì
Your Spirit is not next to that Fortress | Il tuo Spirito non è accanto a quella Fortezza
Your opponents control this Realm | Gli avversari controllano questo Regno
{0} belongs to the other side | {0} è dell'altra squadra
{0} is already unlocked | {0} è già sbloccato
{0} is not unlocked | {0} non è sbloccato
the Aspirations were revealed | le Aspirazioni sono state rivelate
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x00\x01\x00\x00\x01\x00\x04\x00\x04\x00\x04\x00\x05\x00\x06\x00\x07\x00\x07\x00\x07\x00\x08\x00\t\x00\n\x00\n\x00\n\x00\x0b\x00\x0b\x00\x0c\x00\r\x00\x0f\x00\x10\x00\x11\x00\x11\x00\x11\x00\x11\x00\x12\x00\x13\x00\x14\x00\x14\x00\x14\x00\x14\x00\x15\x00\x17\x00\x18\x00\x18\x00\x19\x00\x1c\x00\x1c\x00\x1d\x00 \x00 \x00!\x00!\x00"\x00"\x00#\x00#\x00$\x00$\x00%\x00%\x00%\x00&\x00&\x00&\x00\'\x00+\x00,\x00,\x00-\x00-\x00-\x00/\x00/\x00/\x000\x003\x004\x004\x004\x005\x006\x006\x006\x006\x007\x009\x00;\x00<\x00=\x00>\x00>\x00@\x00A\x00B\x00B\x00D\x00D\x00D\x00E\x00G\x00H\x00I\x00J\x00N\x00R\x00S\x00T\x00V\x00V\x00V\x00X\x00Y\x00Y\x00Y\x00]\x00^\x00^\x00_\x00a\x00c\x00c\x00c\x00d\x00d\x00f\x00g\x00i\x00k\x00n\x00o\x00p\x00p\x00p\x00t\x00u\x00u\x00w\x00y\x00{\x00|\x00}\x00\x7f\x00\x7f\x00\x82\x00\x84\x00\x86\x00\x86\x00\x87\x00\x87\x00\x87\x00\x8a\x00\x8e\x00\x90\x00\x91\x00\x92\x00\x93\x00\x94\x00\x95\x00\x95\x00\x96\x00\x96\x00\x97\x00\x98\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9d\x00\x9d\x00\x9f\x00\xa1\x00\xa2\x00\xa2\x00\xa2\x00\xa3\x00\xa6\x00\xa7\x00\xa8\x00\xab\x00\xab\x00\xac\x00\xad\x00\xad\x00\xad\x00\xae\x00\xaf\x00\xb1\x00\xb2\x00\xb4\x00\xb5\x00\xba\x00\xbc\x00\xbe\x00\xbf\x00\xc2\x00\xc3\x00\xc3\x00\xc4\x00\xc5\x00\xc5\x00\xc5\x00\xc5\x00\xc5\x00\xc6\x00\xc7\x00\xc8\x00\xc9\x00\xcb\x00\xcc\x00\xcd\x00\xce\x00\xce\x00\xd0\x00\xd0\x00\xd1\x00\xd2\x00\xd2\x00\xd2\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd4\x00\xd4\x00\xd4\x00\xd4\x00\xd5\x00\xd6\x00\xd8\x00\xd8\x00\xd9\x00\xd9\x00\xda\x00\xda\x00\xda\x00\xdb\x00\xdd\x00\xe0\x00\xe0\x00\xe0\x00\xe1\x00\xe4\x00\xe5\x00\xe6\x00\xe7\x00\xe7\x00\xe9\x00\xec\x00\xf0\x00\xf3\x00\xf4\x00\xf5\x00\xf5\x00\xf5\x00\xf5\x00\xf6\x00\xf6\x00\xf7\x00\xf9\x00\xf9\x00\xfb\x00\xfb\x00\xfb\x00\xfc\x00q\x14z\x14\x84\x14\x12\x04#\x045\x04\x9e\r\xaf\r\xc3\r\xe5"\x06#+#\x9e\x15\xaa\x15\xb9\x15\x9c\x07\xab\x07\xc1\x07\xad\x0c\xb0\x0c\xb6\x0c\xa5\x11\xb3\x11\xc3\x11\xaa\'\xc5\'\xde\'\xe9\x11\xf9\x11\x0c\x12=\x0eG\x0eV\x0e\xf1#\x03$\x17$\xe4\x03\xea\x03\xf5\x03\xb8\x04\xc0\x04\xcc\x04\xdb\n\xe3\n\xf2\n\x9d\x0c\xa2\x0c\xac\x0cN*v*\xa8*,#D#k#\xb5\x06\xbb\x06\xc3\x06j\x06y\x06\x89\x06\x80\x16\xa1\x16\xca\x16\x0b\x01\x0f\x01\x16\x01\xd8\x1c\xfb\x1c)\x1d\xf2\x04\x01\x05+\x05w\x04|\x04\x8b\x04(\x02/\x02:\x02\x93\t\xb0\t\xd0\t*\x1dQ\x1d~\x1d-\x13=\x13T\x13\t\n\x1c\n0\nc\x10o\x10~\x10M\x19[\x19m\x19\xc4\x00\xc9\x00\xd7\x006\x04=\x04F\x04\xc4\x11\xd3\x11\xe8\x11\xa0\x06\xa8\x06\xb4\x06\xcc\x08\xe7\x08\x05\t=\x10N\x10b\x10\xa0\x10\xb4\x10\xcd\x10g\x04l\x04v\x04\xfa\x10\x07\x11\x18\x11v\x1a\x8f\x1a\xb1\x1a\n\x1b*\x1bT\x1b\xc7\x1b\xe8\x1b\x13\x1cJ\nf\n\x86\n}\x02\x87\x02\x94\x02\xd1\t\xeb\t\x08\n?\x0cH\x0cT\x0c\xe3\x01\xeb\x01\xf6\x01\n\x15\x1a\x15,\x15\x80&\x93&\xaf&\x14\x1c8\x1ch\x1c\x1b\x0b3\x0bV\x0b\x08\x0f\x1a\x0f5\x0f\xe1\x02\xf0\x02\x05\x03\xf7\x01\x04\x02\x15\x028%U%x%\xa7\x08\xb6\x08\xcb\x08-\x15H\x15k\x15_\x1fw\x1f\x9a\x1f\x1e\x1f7\x1f^\x1f\xe8&\x02\'\x1e\'\xab\x00\xb6\x00\xc3\x00C\tW\ty\t\r\x12&\x12@\x12\xf2\x14\xfc\x14\t\x15m\x11\x85\x11\xa4\x11\x18$B$v$\xd6\x03\xdc\x03\xe3\x03O\x05f\x05\x88\x05\xdc\x19\xf7\x19\x19\x1a\xb7\x0c\xc7\x0c\xdd\x0cn\x18\x8e\x18\xbd\x18\xde\x05\xf8\x05\x19\x06\x17\x01\x1b\x01"\x01\xbc\x0f\xc9\x0f\xdf\x0f>\x16K\x16\\\x16\x9b\x1c\xb6\x1c\xd7\x1cR\x14`\x14p\x14\x90\x17\xa4\x17\xc0\x17\xad\x19\xc2\x19\xdb\x19\xdf\'\x0f(F(\xb0&\xc5&\xe7&\x89\x05\xb0\x05\xdd\x05\x80\x0e\x95\x0e\xad\x0e,\x14=\x14Q\x14\xc4\r\xd3\r\xe8\r0)R){)|)\x9f)\xca)\x91\x03\x9c\x03\xad\x03,\x05;\x05N\x05\xc0\x14\xd8\x14\xf1\x14\xfb\x17\x19\x18?\x18\xf6\x03\x02\x04\x11\x046\x0fC\x0fW\x0f\xce\x10\xe1\x10\xf9\x10\xba\x15\xc1\x15\xcc\x15\xeb\x06\xfd\x06\x13\x07U\x13n\x13\x92\x13\xf2$\x11%7%\x19\x08(\x08<\x08\xe9\r\xfe\r\x17\x0e\x7f\x1d\xa0\x1d\xd0\x1d\xe0\x0f\xfc\x0f\x1d\x10\xb2$\xce$\xf1$/\x06;\x06K\x06\x87\n\x9b\n\xb4\n\xeb\x00\xf0\x00\xf9\x00\xfa\x00\xff\x00\n\x01q\x03{\x03\x90\x03k\x00v\x00\x83\x00l\x07\x81\x07\x9b\x07\x84\x00\x94\x00\xaa\x00l\x15\x82\x15\x9d\x15\xe1\x18\x13\x19L\x19\xde\x1e\xfa\x1e\x1d\x1f-&Q&\x7f&@\x18Q\x18m\x18y%\x9f%\xcc%\xf3\x07\x00\x08\x18\x08\x86\x0b\x8e\x0b\x9d\x0b\xd1\x01\xd6\x01\xe2\x01\xcc\x02\xd3\x02\xe0\x02\xa8\x04\xac\x04\xb7\x04X\x0fg\x0f{\x0fU\x01X\x01^\x01\x1a\x06"\x06.\x06\xea\x0b\xf1\x0b\x00\x0c\x1e\x10+\x10<\x10\x1a\x1aB\x1au\x1a\x01\x0c\x11\x0c#\x0cn\x19\x88\x19\xac\x19\xbc\x01\xc4\x01\xd0\x01\x0b)\x1b)/)\xaa\x12\xbc\x12\xd3\x12\xab\x02\xb0\x02\xbb\x02\x1d\r0\rJ\r\x00\x13\x14\x13,\x13\xeb\x0e\xf8\x0e\x07\x0fC\x11T\x11l\x11\xd1\x1d\xea\x1d\x13\x1e\xcd%\xdf%\xf8%\x99\x01\xa8\x01\xbb\x01l#\x87#\xad#{\x0c\x80\x0c\x88\x0c_\x01b\x01h\x01\xf9%\x0f&,&\x93\x13\xa7\x13\xc4\x13I\x03O\x03[\x031\n<\nI\nW\x0bl\x0b\x85\x0bm\'\x8a\'\xa9\'\xd8\x00\xdd\x00\xea\x00\x88\x01\x8e\x01\x98\x01\x06\x03\x18\x03(\x03\x06\t\x1d\tB\t\x1f\'A\'l\'j\x08\x87\x08\xa6\x08\xae\x0e\xc5\x0e\xea\x0e\x16\x02\x1c\x02\'\x02\xbe\x18\xce\x18\xe0\x18\x88\x1e\xae\x1e\xdd\x1eL\x00X\x00j\x00;\x02F\x02X\x02|\x0f\x8b\x0f\x9f\x0f\xba"\xcc"\xe4"\x14*0*M*\x89\x0c\x91\x0c\x9c\x0c\x8a\x06\x93\x06\x9f\x06\xc4\x06\xcd\x06\xd9\x06\xb2\x1a\xda\x1a\t\x1b\xb5\n\xc4\n\xda\n\x8c\x04\x98\x04\xa7\x04L\x06X\x06i\x06G(_(x($\x16-\x16=\x16\xb0!\xcf!\xf3!i!\x89!\xaf!W\x0eg\x0e\x7f\x0e\xf4!\x15":"\xf3\n\xfe\n\x1a\x0bK\r]\rx\r\x7f\x10\x8d\x10\x9f\x10\x14\x1e*\x1eN\x1eO\x1ee\x1e\x87\x1e^+q+\x88+\xbc\x02\xc0\x02\xcb\x02\xcb\x16\xf3\x16$\x17\xef\x13\xff\x13\x12\x14\x84"\x9c"\xb9"%\x17:\x17V\x17A\x12]\x12}\x12i\x1c\x82\x1c\x9a\x1c.+E+]+;"]"\x83"L\x01N\x01T\x01\xec\x0c\x01\r\x1c\r=\x08F\x08Q\x08y\r\x89\r\x9d\rY\x04]\x04f\x04U\x0c\\\x0cf\x0cg\x0co\x0cz\x0c\xf4*\x11+-+\x84\x1b\xa0\x1b\xc6\x1b\xaa(\xbb(\xd4(Y\x02^\x02h\x02y(\x8d(\xa9(\xd5(\xe9(\n)$\x00,\x007\x00\xcd\x15\xd9\x15\xf1\x15\x95\x02\x9c\x02\xaa\x02i\x02o\x02|\x02~\x12\x92\x12\xa9\x12\xc7\x03\xcd\x03\xd5\x038\x00?\x00K\x00U\x1bk\x1b\x83\x1b\x9e\x0b\xc0\x0b\xe9\x0b$\x0c/\x0c>\x0c\xa9*\xca*\xf3*\x19\x11(\x11B\x11\xcd\x1f\xf0\x1f\x15 \xc5\x13\xd5\x13\xee\x13\xf2\x15\xff\x15#\x16\x89+\xa6+\xcb+\x18\x0e\'\x0e<\x0e#\x01\'\x01.\x01\\\x03d\x03p\x03w$\x90$\xb1$A\x07T\x07k\x07\xc1\x17\xd9\x17\xfa\x17\xcb)\xee)\x13*\xe3 \xf4 \x0f!\x10!!!;!\x16 ( A <!N!h!\xae#\xcc#\xf0#R\x08[\x08i\x08z\t\x83\t\x92\tB U n \xb2 \xc5 \xe2 /\x01;\x01K\x01\xcd\x04\xd7\x04\xf1\x04\x13\x14\x1d\x14+\x14\x9b\x1f\xb0\x1f\xcc\x1f\x14\x07(\x07@\x07o \x89 \xb1 \xd4\x12\xe8\x12\xff\x12\xae\x03\xb8\x03\xc6\x03\xc2\x07\xd5\x07\xf2\x07)\x035\x03H\x03W\x17r\x17\x8f\x17\x85\x14\x9d\x14\xbf\x14'
