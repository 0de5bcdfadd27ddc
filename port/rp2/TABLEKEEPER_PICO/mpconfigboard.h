// Raspberry Pi Pico for TableKeeper: stock RPI_PICO with a 512 KB ROMFS
// partition, from which the firmware's .mpy files run in place (bytecode,
// strings and font bitmaps stay in flash instead of being copied into the
// heap). rp2_flash.c puts the ROMFS just below the read/write filesystem,
// which fills the end of flash; the firmware itself needs about 640 KB below
// that, so the filesystem shrinks by the ROMFS's size (and moves: flashing
// this build over a stock one starts with an empty filesystem).
// The image host.build makes is about 384 KB (tablekeeper deploy says so);
// 256 KB did not hold it.
#define MICROPY_HW_BOARD_NAME                   "Raspberry Pi Pico (TableKeeper, ROMFS 512K)"
#define MICROPY_HW_ROMFS_BYTES                  (512 * 1024)
#define MICROPY_HW_FLASH_STORAGE_BYTES          (1408 * 1024 - MICROPY_HW_ROMFS_BYTES)
