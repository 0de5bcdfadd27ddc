# cmake file for the Raspberry Pi Pico as TableKeeper runs it: RPI_PICO
# plus a ROMFS partition (see mpconfigboard.h and ../README.md).
set(PICO_BOARD "pico")
set(PICO_PLATFORM "rp2040")
