# Czech words of InBetween's screens (firmware/games/inbetween.py) and the
# reasons of its rules (shared/inbetween.py). The game's own terms (Město,
# Stvoření, V bezpečí, the characters, the symbols) come from the card data.
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
InBetween | InBetween
# the new-game options
Circle dealt by | Kruh rozdává
the device | zařízení
the players | hráči
Symbol tokens | Žetony symbolů
as in the data | podle dat
unlimited | neomezeně
{0} each | {0} od každého
InBetween count by face | InBetween podle strany
Tie with five left | Remíza při pěti zbylých
draw | remíza
higher Awareness wins | vyhrává vyšší Vědomí
# phases, the main screen
Action | Akce
Card effects | Účinky karty
Activity | Aktivita
Deal | Rozdávání
Marker start | Start ukazatele
Game over | Konec hry
Draw | Remíza
{0} wins | Vítězí {0}
{0}: three characters | {0}: tři postavy
{0} reached {1} 6 | {0}: {1} 6
five characters left, a tie: higher {0} | zbylo pět postav, nerozhodně: vyšší {0}
five characters left, a tie | zbylo pět postav, nerozhodně
five characters left, more in its dimension | zbylo pět postav, víc v jeho dimenzi
Deal: card {0} of 10 | Rozdávání: karta {0} z 10
Where does the marker start? | Kde ukazatel začíná?
turn {0} | tah {0}
{0}: removed | {0}: odstraněna
Activity marker | ukazatel Aktivity
(ability {0} used) | (schopnost {0} použita)
hand {0} | v ruce {0}
deck {0} | balíček {0}
(not in the data: read the card) | (není v datech: přečtěte kartu)
# pickers
Read all… | Číst celé…
Which character shows the first star? | Která postava má první hvězdu?
Prepare: discard how many? | Příprava: kolik karet odhodit?
Play {0} | Zahrát: {0}
Prepare… | Příprava…
Rest: +{0} {1} | Odpočinek: +{0} {1}
{0} ability… | Schopnost {0}…
Adjust… | Upravit…
Apply it (Adjust), then your action. | Proveďte ji (Upravit), pak svou akci.
{0} ability | Schopnost {0}
Level {0}: {1} | Úroveň {0}: {1}
Once per game, before the action. | Jednou za hru, před akcí.
Place a token… | Položit žeton…
Place a token ({0} left)… | Položit žeton (zbývá {0})…
Card {0} of 10: {1} | Karta {0} z 10: {1}
Done: effects applied | Hotovo: účinky provedeny
Paid {0} for {1}. | Zaplaceno {0} za {1}.
Apply its ability (Adjust), then Done. | Proveďte její schopnost (Upravit), pak Hotovo.
Raise {0} to {1}: pay {2} | {0} na {1}: zaplatit {2}
No raise: move on | Nezvyšovat: dál
Not enough {0} to raise {1}. | Málo {0} na zvýšení {1}.
Its ability: {0} | Její schopnost: {0}
Activity: {0} | Aktivita: {0}
Circle | Kruh
Lay out clockwise, faces as shown | Vyložte po směru hodin, strany jak je uvedeno
Lay out clockwise; marker on {0}: {1} begins | Vyložte po směru hodin; ukazatel na {0}: začíná {1}
Ability: {0} | Schopnost: {0}
Other face: {0} | Druhá strana: {0}
{0} in play | ve hře {0}
# moves (undo, history)
deal {0} | rozdat {0}
start at {0} | start na {0}
{0} ability {1} | schopnost {0} {1}
play {0} | zahrát {0}
token on {0} | žeton na {0}
pay {0} | zaplatit {0}
prepare, discard {0} | příprava, odhodit {0}
adjust: {0} | úprava: {0}
rest | odpočinek
effects done | účinky provedeny
raise {0} | zvýšit {0}
no raise | nezvyšovat
{0}: marker on | {0}: položit ukazatel
flip | otočit
flip {0} | otočit {0}
remove {0} | odstranit {0}
reverse the Direction | obrátit Směr
Activity marker to {0} | ukazatel Aktivity na {0}
{0} token on {1} | žeton {0} na {1}
{0} token off {1} | žeton {0} pryč z {1}
hand | ruka
deck | balíček
# events
{0} flipped: {1} | {0} otočena: {1}
{0} begins | začíná {0}
paid {0} | zaplaceno {0}
{0}: discards {1}, draws {2} | {0}: odhodí {1}, lízne {2}
turn {0}: {1} | tah {0}: {1}
{0} removed | {0} odstraněna
clockwise | po směru hodin
counter-clockwise | proti směru hodin
Activity marker: {0} → {1} | ukazatel Aktivity: {0} → {1}
# move-builder items
Level {0} | Úroveň {0}
discard {0}, draw {1} | odhodit {0}, líznout {1}
Deal a card | Rozdat kartu
Play a card | Zahrát kartu
Prepare | Příprava
Rest | Odpočinek
Adjust | Upravit
Move a marker | Posunout ukazatel
Flip: {0} | Otočit: {0}
Marker on: {0} | Ukazatel na: {0}
Without its ability | Bez její schopnosti
Pay {0} | Zaplatit {0}
add a token | přidat žeton
take a token off | sebrat žeton
Safety marker | Ukazatel bezpečí
Flip a character | Otočit postavu
Remove a character | Odstranit postavu
Reverse the Direction | Obrátit Směr
Move the Activity marker | Posunout ukazatel Aktivity
Cards in hand | Karty v ruce
Cards in the deck | Karty v balíčku
# shared/inbetween.py: why a move is refused
A card moves a marker (step) or places a token | Karta posune ukazatel, nebo položí žeton
A move must be a list | Tah musí být seznam
Ability names one level | Schopnost určuje jednu úroveň
Activity first: raise or pass | Nejdřív Aktivita: zvýšit, nebo ne
Adjustment not possible | Úprava není možná
Apply the card's effects, then Done | Proveďte účinky karty, pak Hotovo
Awareness ability: level 1 to your level ({0}) | Schopnost Vědomí: úroveň 1 až vaše úroveň ({0})
Awareness is 0 to 6 | Vědomí je 0 až 6
Cannot pay {0} for this card | Za tuto kartu nelze zaplatit {0}
Deal names one character | Rozdání určuje jednu postavu
Discard 0 to {0} cards | Odhoďte 0 až {0} karet
Done takes no arguments | Hotovo nemá argumenty
Energy is 0 to 10 | Energie je 0 až 10
Enter the circle first | Nejdřív zadejte kruh
Five characters must stay | Musí zůstat pět postav
InBetween needs its card data | InBetween potřebuje data karet
InBetween: put the marker on, or flip | InBetween: položte ukazatel, nebo otočte
Move the marker up or down | Posuňte ukazatel nahoru, nebo dolů
Name the card's symbol | Určete symbol karty
No cards in hand | Žádné karty v ruce
No character in play there | Tam není postava ve hře
No {0} tokens left | Nezbývají žetony {0}
None of your cards has this symbol | Žádná vaše karta nemá tento symbol
Not a move: {0} | Není tah: {0}
Not enough Energy to raise Awareness | Málo Energie na zvýšení Vědomí
Pass takes no arguments | Nezvyšovat nemá argumenty
Prepare names how many cards to discard | Příprava určuje, kolik karet odhodit
Raise takes no arguments | Zvýšení nemá argumenty
Rest takes no arguments | Odpočinek nemá argumenty
Say where the Activity marker starts | Určete, kde začíná ukazatel Aktivity
Secured and Devoured markers stay put | Ukazatele V bezpečí a Pohlcený se nehýbou
Start names one position | Start určuje jednu pozici
Step: symbol, position, direction, pay | Posun: symbol, pozice, směr, platba
That character does not show this symbol | Tato postava nemá tento symbol
The Activity marker cannot start there | Ukazatel Aktivity tam nemůže začít
The Awareness ability was already used | Schopnost Vědomí už byla použita
The game is over | Hra skončila
Token: symbol, position, pay | Žeton: symbol, pozice, platba
Unknown adjustment | Neznámá úprava
Unknown move: {0} | Neznámý tah: {0}
Unknown player: {0} | Neznámý hráč: {0}
Unknown symbol: {0} | Neznámý symbol: {0}
{0} is not a character left to deal | {0} není postava k rozdání
{0} is not possible now | {0} teď nejde
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x00\x01\x00\x00\x00\x00\x01\x00\x02\x00\x06\x00\x06\x00\x07\x00\x07\x00\x07\x00\x07\x00\x08\x00\t\x00\x0b\x00\r\x00\x0f\x00\x10\x00\x12\x00\x12\x00\x13\x00\x14\x00\x14\x00\x15\x00\x16\x00\x16\x00\x17\x00\x17\x00\x17\x00\x17\x00\x18\x00\x18\x00\x19\x00\x1b\x00\x1c\x00\x1d\x00\x1e\x00\x1f\x00 \x00 \x00 \x00 \x00!\x00!\x00!\x00"\x00#\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00%\x00&\x00\'\x00\'\x00)\x00)\x00)\x00)\x00*\x00+\x00,\x00/\x00/\x00/\x000\x001\x001\x002\x002\x003\x004\x004\x004\x004\x004\x004\x005\x006\x006\x006\x007\x007\x007\x007\x009\x00;\x00<\x00<\x00=\x00=\x00=\x00=\x00?\x00@\x00C\x00E\x00E\x00E\x00G\x00G\x00G\x00I\x00I\x00I\x00J\x00J\x00L\x00L\x00M\x00N\x00O\x00O\x00Q\x00Q\x00R\x00R\x00R\x00T\x00U\x00U\x00V\x00W\x00X\x00X\x00Y\x00Z\x00Z\x00[\x00\\\x00^\x00_\x00a\x00a\x00b\x00c\x00e\x00e\x00f\x00f\x00f\x00f\x00h\x00h\x00h\x00h\x00i\x00i\x00i\x00i\x00j\x00j\x00j\x00j\x00l\x00m\x00n\x00n\x00n\x00o\x00o\x00o\x00o\x00o\x00o\x00o\x00o\x00q\x00q\x00q\x00q\x00r\x00t\x00t\x00t\x00u\x00v\x00v\x00v\x00v\x00v\x00v\x00v\x00v\x00w\x00w\x00x\x00y\x00y\x00y\x00y\x00z\x00z\x00{\x00{\x00{\x00}\x00}\x00~\x00\x7f\x00\x82\x00\x82\x00\x82\x00\x84\x00\x85\x00\x85\x00\x85\x00\x86\x00\x87\x00\x88\x00\x89\x00\x89\x00\x89\x00\x89\x00\x89\x00\x89\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8c\x00\x8c\x00\x8c\x00\x8d\x00\x90\x00\x91\x00\x91\x00\x91\x00\x92\x00\x93\x00\x96\x00\x96\x00\x97\x00\x97\x00\x99\x00\x99\x00\x99\x00\x99\x00\x9a\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9d\x00\x9e\x00\x9e\x00\x9f\x00\x9f\x00\xff\x04\n\x05\x1c\x05\xf1\n\xf8\n\x07\x0b\xc7\x07\xd8\x07\xf0\x07\xbd\n\xc5\n\xd3\n.\r6\rF\r\x9f\x0e\xaa\x0e\xb9\x0eX\x10m\x10~\x10Q\x04c\x04~\x04d\x0bp\x0b\x85\x0b\x7f\x04\x87\x04\x94\x04\x10\n\x1f\n4\n-\x04<\x04P\x04\xeb\x14\x10\x15=\x15\x94\x07\xa9\x07\xc6\x07\xd4\x0c\xd8\x0c\xe4\x0c\xad\x19\xd3\x19\xfa\x19\x08\x0b\x1c\x0b6\x0b%\x11S\x11\x81\x11\xfd\x0e\x03\x0f\r\x0fD\x02L\x02\\\x02\x13\r\x1d\r-\r]\x19\x83\x19\xac\x19\xae\x04\xce\x04\xf4\x04\xd2\x10\xe3\x10\xf7\x10\x9f\x0b\xa7\x0b\xb5\x0b\xeb\x0e\xef\x0e\xfc\x0e1\x10C\x10W\x10]\x02r\x02\x86\x02\x82\x11\x97\x11\xaf\x11\xeb\x11\x08\x120\x12\x96\x0f\x9d\x0f\xac\x0f\xa6\x05\xae\x05\xbd\x05\x8e\x18\xa6\x18\xc3\x18\xb3\x17\xca\x17\xe7\x17}\x17\x95\x17\xb2\x17\xac\x12\xda\x12\x14\x13\xec\x01\xf0\x01\xff\x017\x0bB\x0bQ\x0b\xd8\x01\xe0\x01\xeb\x01\xfd\x02\x18\x039\x03\xeb\x0f\xf8\x0f\r\x10h\x00s\x00}\x00D\x1b[\x1bl\x1b\xae\x15\xbe\x15\xd6\x15~\x00\x8b\x00\x9e\x00\x86\x06\x91\x06\xa1\x065\n@\nN\n\x86\x0b\x8f\x0b\x9e\x0b\x04\x0c\x0e\x0c\x1e\x0c8\x06\\\x06\x85\x06\xf1\x07\x17\x08J\x08\x12\x19:\x19\\\x19\xba\x01\xc6\x01\xd7\x01\xd7\x15\xf1\x15\r\x16\xe2\x08\xf2\x08\t\t\xf2\t\xfe\t\x0f\n\xe8\x17\x0c\x187\x18\n\t\x17\t\'\t6\tW\t\x89\t\xc8\x0c\xcc\x0c\xd3\x0c\xfb\x19\x0b\x1a\x1b\x1a\xc3\x03\xdf\x03\xf9\x038\x18]\x18\x8d\x18\x99\n\xa8\n\xbc\nF\x0c\\\x0cw\x0cx\x0c\x88\x0c\x9c\x0c\xee\x0c\xfe\x0c\x12\rO\x01S\x01]\x01\x9d\x0c\xae\x0c\xc7\x0c}\n\x89\n\x98\n\x01\x0e\x1d\x0e>\x0e\x1d\x05B\x05g\x05\xd9\x05\xe7\x05\xfe\x05\x1e\x010\x01N\x01G\rc\r\x82\r\x15\x13(\x13>\x13\xde\x0b\xe2\x0b\xec\x0b>\x15X\x15\x7f\x15\x87\x02\x98\x02\xa5\x02K\x08d\x08\x7f\x08\x7f\x13\x97\x13\xb9\x13\x9f\x00\xad\x00\xb9\x00\xba\x0e\xc5\x0e\xd5\x0e\xba\x13\xd0\x13\xeb\x13\xec\x13\x03\x14\x1c\x14\xd6\x0e\xdd\x0e\xea\x0e.\x00=\x00N\x00\x80\x15\x96\x15\xad\x15\x0e\x0f\x1b\x0f/\x0f\xfa\x03\x02\x04\x0c\x045\x029\x02C\x02\xc4\x18\xea\x18\x11\x19h\x05\x82\x05\xa5\x05\xd4\n\xe0\n\xf0\n\x83\r\x90\r\x9f\r\x80\x08\x91\x08\xa5\x08\x8a\t\xb6\t\xf1\t:\x03e\x03\x8e\x03;\x16]\x16\x87\x16\x7f\x10\x97\x10\xb4\x10Z\x1al\x1a\x80\x1a\x00\x02\x0c\x02\x1e\x02\x95\x04\x9d\x04\xad\x04g\no\n|\n+\x17R\x17|\x17\x1c\x1a8\x1aY\x1aj\x07}\x07\x93\x07\xab\x14\xc8\x14\xea\x14m\x0e\x82\x0e\x9e\x0eE\x14[\x14t\x14\x8f\x03\xa3\x03\xc2\x03T\x0e]\x0el\x0e\x0e\x10\x1e\x100\x10\xa0\r\xab\r\xbd\r\r\x04\x19\x04,\x04\xa2\x06\xb0\x06\xc4\x06\x0e\x16 \x16:\x16\xed\x00\x04\x01\x1d\x011\x12H\x12`\x12\xa9\x16\xcd\x16\xf4\x16\x1d\x14.\x14D\x14\x1f\x02(\x024\x02\xbe\x05\xc8\x05\xd8\x05\xd1\x00\xd9\x00\xec\x00a\x12\x84\x12\xab\x12\x81\x1a\x92\x1a\xa7\x1a\x05\x07\x15\x07*\x07\xbe\r\xc7\r\xd9\r\xa8\x1a\xbb\x1a\xd3\x1a\xd4\x1a\xe7\x1a\xff\x1aI\x0fW\x0fj\x0f\xad\x0f\xb8\x0f\xc9\x0f\xed\x0b\xf5\x0b\x03\x0c\xa6\x08\xc2\x08\xe1\x08\xda\r\xeb\r\x00\x0e^\x01s\x01\x91\x01+\x07F\x07i\x07O\x00Y\x00g\x00\x01\x00\n\x00\x16\x00u\x14\x8e\x14\xaa\x14\x1f\x0c4\x0cE\x0c(\t.\t5\t\xca\x0f\xda\x0f\xea\x0f\xb5\x10\xc2\x10\xd1\x10\xac\x01\xb2\x01\xb9\x01\xb0\x11\xc7\x11\xea\x11k\x0f~\x0f\x95\x0f\xa6\x02\xcd\x02\xfc\x02\x88\x16\x97\x16\xa8\x16\xf5\x16\x0c\x17*\x170\x0f9\x0fH\x0f\xba\x00\xc3\x00\xd0\x00!\x06*\x067\x06\xc5\x06\xe6\x06\x04\x07\xb6\x0b\xc4\x0b\xdd\x0b?\x13[\x13~\x13\xff\x05\r\x06 \x06\x00\x1b#\x1bC\x1bR\x0bV\x0bc\x0b'
