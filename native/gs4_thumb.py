# The 4-bit frame's rows to RGB565 in Cortex-M0+ machine code (the
# RP2040 of the Pico), for firmware/canvas.py: one byte of the frame (two
# pixels, the even column in the high nibble as in framebuf.GS4_HMSB) is
# looked up in a 256-word table that holds both pixels' RGB565 values, as
# the panel reads them, and the word is stored. About 18 cycles a byte: a
# full 240x135 frame in 2.4 ms on a Pico in 8-row bands, where FrameBuffer.blit
# through a palette takes 38 ms (147 cycles a pixel). Same bytes as the blit.
#
# Inline Thumb assembler: only mpy-cross -march=armv6m compiles it, so it
# is not a device module; host/build.py puts it in the board's lib/ beside
# the native modules. The board file imports it where it loads; elsewhere
# the canvas converts with the blit.
import micropython


@micropython.asm_thumb
def convert(r0, r1, r2, r3):
    # r0: the RGB565 buffer; r1: the frame; r2: (first byte << 16) | bytes;
    # r3: the table (array "I" of 256 words)
    lsr(r4, r2, 16)
    add(r1, r1, r4)         # the first byte of the frame to convert
    lsl(r2, r2, 16)
    lsr(r2, r2, 16)         # how many bytes
    beq(done)
    label(loop)
    ldrb(r4, [r1, 0])
    lsl(r4, r4, 2)
    add(r4, r4, r3)
    ldr(r4, [r4, 0])        # both pixels of that byte
    str(r4, [r0, 0])
    add(r0, 4)
    add(r1, 1)
    sub(r2, 1)
    bne(loop)
    label(done)
