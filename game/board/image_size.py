"""The size an image file says it has, read from its header without decoding it.

A 1.5 MB PNG can decode to 20,000 x 20,000 pixels (1.6 GB); the window reads the stated size first and refuses
an image larger than its tileset says, or than any table needs, before pygame decodes a byte of it.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import BinaryIO

from game.files import open_regular

#: Most pixels of one image the window decodes (4 bytes each): a 6 x 4 foot table at 100 pixels an inch fits.
MAX_IMAGE_PIXELS = 40_000_000


class ImageSizeError(ValueError):
    """An image whose size cannot be read, or is not acceptable; the message says why."""


def image_size(path: Path) -> tuple[int, int]:
    """Width and height stated by a PNG, GIF, BMP or JPEG file's header; raises ImageSizeError otherwise."""
    try:
        with open_regular(path) as f:
            head = f.read(32)
            if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
                return _checked(*struct.unpack(">II", head[16:24]))
            if head[:6] in (b"GIF87a", b"GIF89a"):
                return _checked(*struct.unpack("<HH", head[6:10]))
            if head[:2] == b"BM" and len(head) >= 26:
                width, height = struct.unpack("<ii", head[18:26])
                return _checked(width, abs(height))
            if head[:2] == b"\xff\xd8":
                f.seek(2)
                return _jpeg_size(f)
    except OSError as exc:
        raise ImageSizeError(f"cannot be read: {exc.strerror or exc}") from None
    except struct.error:
        raise ImageSizeError("truncated") from None
    raise ImageSizeError("not a PNG, JPEG, GIF or BMP image")


def check_image(path: Path, stated: tuple[int, int] | None) -> None:
    """Refuse an image larger than its tileset states (``stated``), or than MAX_IMAGE_PIXELS."""
    width, height = image_size(path)
    if stated is not None and (width > stated[0] or height > stated[1]):
        raise ImageSizeError(f"the image is {width} × {height} pixels, but its tileset says {stated[0]} × "
                             f"{stated[1]}")
    if width * height > MAX_IMAGE_PIXELS:
        raise ImageSizeError(f"the image is {width} × {height} pixels, more than the {MAX_IMAGE_PIXELS:,} a map "
                             "picture may have")


def _checked(width: int, height: int) -> tuple[int, int]:
    if width <= 0 or height <= 0:
        raise ImageSizeError(f"the header states an impossible size, {width} × {height}")
    return width, height


def _jpeg_size(f: BinaryIO) -> tuple[int, int]:
    """Walk the JPEG's markers to the frame header (SOF0-SOF15 but DHT, JPG and DAC), which holds the size."""
    for _ in range(10_000):
        marker = f.read(2)
        while marker[:1] == b"\xff" and marker[1:2] == b"\xff":  # fill bytes
            marker = marker[1:] + f.read(1)
        if len(marker) < 2 or marker[0] != 0xFF:
            break
        kind = marker[1]
        if kind in (0xD8, 0x01) or 0xD0 <= kind <= 0xD7:
            continue
        length = struct.unpack(">H", f.read(2))[0]
        if 0xC0 <= kind <= 0xCF and kind not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">xHH", f.read(5))
            return _checked(width, height)
        if length < 2:
            break
        f.seek(length - 2, 1)
    raise ImageSizeError("a JPEG without a readable frame header")
